import { isEvmAddress } from '../../../src/address.ts'
import { parseCaipAddress } from '../../../src/caip.ts'
import { pushRecentWallet } from '../../../src/recentWallets.ts'
import { recentWalletsRecord } from '../../../src/records.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectMethod } from '../../../src/walletConnect.ts'
import { NoSessionAccountError } from '../../../src/walletConnectErrors.ts'
import { setConnected } from '../../actions/setConnected.ts'
import { trackEvent } from '../../actions/trackEvent.ts'
import { type Core, updateState } from '../../core.ts'
import type { UniversalProviderInstance } from './loadUniversalProvider.ts'
import { walletConnectDeepLinkRecord } from './walletConnectRecords.ts'
import { getWalletConnectRuntime } from './walletConnectRuntime.ts'

type Session = NonNullable<UniversalProviderInstance['session']>

/** The account and chain a session gives this site: the active network when the wallet approved it, else its first. */
export function pickSessionAccount(
  session: Pick<Session, 'namespaces'>,
  activeCaipNetworkId: CaipNetworkId,
): { address: string; chainReference: string } {
  const accounts = session.namespaces.eip155?.accounts ?? []
  const parsed = accounts.flatMap((account) => {
    try {
      const p = parseCaipAddress(account)
      return p.namespace === 'eip155' && isEvmAddress(p.address) ? [p] : []
    } catch {
      return []
    }
  })
  const chosen = parsed.find((p) => p.caipNetworkId === activeCaipNetworkId) ?? parsed[0]
  if (!chosen) throw new NoSessionAccountError(`Session accounts: ${JSON.stringify(accounts).slice(0, 200)}`)
  return { address: chosen.address, chainReference: chosen.reference }
}

/**
 * Finishes a WalletConnect connection: the namespace becomes connected, the recent wallet and the deep
 * link are stored, and CONNECT_SUCCESS goes out with method `mobile` (a deep link) or `qrcode`.
 */
export async function finalizeWalletConnect(
  core: Core,
  provider: UniversalProviderInstance,
  session: Session,
) {
  const { address, chainReference } = pickSessionAccount(session, core.store.getState().activeCaipNetworkId)
  provider.setDefaultChain(`eip155:${chainReference}`)
  const runtime = getWalletConnectRuntime(core)
  const choice = runtime.choice
  runtime.choice = undefined
  const name = choice?.name ?? session.peer.metadata.name ?? 'WalletConnect'
  const recent = pushRecentWallet(core.store.getState().recentWallets, {
    connectorId: choice?.walletId ?? WALLET_CONNECT_CONNECTOR_ID,
    name,
    imageUrl: choice?.imageUrl ?? (session.peer.metadata.icons?.[0] || undefined),
  })
  updateState(core, { recentWallets: recent, walletConnect: { status: 'idle' } })
  await core.records.write(recentWalletsRecord, recent)
  if (choice?.href) await core.records.write(walletConnectDeepLinkRecord, { name, href: choice.href })
  else await core.records.remove(walletConnectDeepLinkRecord)
  await setConnected(core, {
    namespace: 'eip155',
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    address,
    chainReference,
  })
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
  await core.records.remove(walletConnectDeepLinkRecord)
}
