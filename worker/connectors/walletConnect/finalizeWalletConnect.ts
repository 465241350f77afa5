import { displayText } from '../../../src/displayText.ts'
import { pushRecentWallet } from '../../../src/recentWallets.ts'
import { recentWalletsRecord } from '../../../src/records.ts'
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectMethod } from '../../../src/walletConnect.ts'
import { safeImageUrl } from '../../../src/walletLink.ts'
import { trackEvent } from '../../actions/trackEvent.ts'
import { type Core, updateState } from '../../core.ts'
import { persisting } from '../../persist.ts'
import type { UniversalProviderInstance } from './loadUniversalProvider.ts'
import type { WalletConnectSession } from './sessionAccounts.ts'
import { assertSessionAccounts, connectSession, planSession } from './sessionConnections.ts'
import { walletConnectDeepLinkRecord } from './walletConnectRecords.ts'
import { getWalletConnectRuntime } from './walletConnectRuntime.ts'

/**
 * Finishes a WalletConnect connection: every namespace the session approved (eip155, solana, ...) becomes
 * connected, the recent wallet and the deep link are stored, and CONNECT_SUCCESS goes out with method
 * `mobile` (a deep link) or `qrcode`.
 */
export async function finalizeWalletConnect(
  core: Core,
  provider: UniversalProviderInstance,
  session: WalletConnectSession,
) {
  // Checked before anything is stored: a session without a usable account records no recent wallet.
  const plan = await planSession(core, session)
  assertSessionAccounts(core, session, plan)
  const runtime = getWalletConnectRuntime(core)
  const choice = runtime.choice
  runtime.choice = undefined
  // The peer describes itself: its name and icon are shown only once cleaned and checked.
  const name = choice?.name ?? (displayText(session.peer.metadata.name, 'name') || 'WalletConnect')
  const recent = pushRecentWallet(core.store.getState().recentWallets, {
    connectorId: choice?.walletId ?? WALLET_CONNECT_CONNECTOR_ID,
    name,
    imageUrl: choice?.imageUrl ?? safeImageUrl(session.peer.metadata.icons?.[0]),
  })
  updateState(core, { recentWallets: recent, walletConnect: { status: 'idle' } })
  // The wallet already approved: a store that refuses these writes (quota, storage off) must not undo that, so
  // the session connects all the same and every tab is told it will not survive a reload (as for injected wallets).
  await persisting(core, async () => {
    await core.records.write(recentWalletsRecord, recent)
    if (choice?.href) await core.records.write(walletConnectDeepLinkRecord, { name, href: choice.href })
    else await core.records.remove(walletConnectDeepLinkRecord)
  })
  await connectSession(core, provider, plan)
  const method: WalletConnectMethod = choice?.href ? 'mobile' : 'qrcode'
  trackEvent(core, { event: 'CONNECT_SUCCESS', properties: { method, name } })
}

/** Resetting a WalletConnect connection clears the link, the pairing (and its expiry) and the picked wallet. */
export async function resetWalletConnect(core: Core): Promise<void> {
  const runtime = getWalletConnectRuntime(core)
  runtime.current?.stop()
  runtime.current = undefined
  runtime.choice = undefined
  updateState(core, { walletConnect: { status: 'idle' } })
  // A link left behind by a refused delete is harmless: it is checked again when read.
  await core.records.remove(walletConnectDeepLinkRecord).catch(() => undefined)
}
