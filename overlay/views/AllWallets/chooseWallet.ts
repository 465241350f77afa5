import type { Snapshot } from '../../../src/snapshot.ts'
import type { Connector } from '../../../src/types.ts'
import type { WalletEntry } from '../../../src/walletDirectory.ts'
import { navigate } from '../../navigation.ts'
import type { TabStore } from '../../tabStore.ts'
import type { UiIntents } from '../../uiContext.ts'
import type { OpenWalletLink } from '../ConnectingWalletConnect/openWalletLink.ts'

/** The installed connector of a directory wallet (same EIP-6963 rdns), if this browser has one. */
export function installedConnectorOf(snapshot: Snapshot | null, wallet: WalletEntry): Connector | undefined {
  if (!wallet.rdns) return undefined
  for (const c of snapshot?.connectors ?? []) {
    if (c.info?.rdns === wallet.rdns) return c
    const member = c.connectors?.find((m) => m.info?.rdns === wallet.rdns)
    if (member) return member
  }
  return undefined
}

/**
 * What a tap on a directory wallet does: an installed one connects like any browser wallet
 * (ConnectingExternal); another goes through WalletConnect. On a phone, when the pairing URI is
 * already there, the wallet app opens in this very click (after an await the browser would block it) through
 * `open`, which the caller has at hand (Connect fetches it as it shows on a phone: a desktop never needs it); without
 * it, ConnectingWalletConnect offers the wallet's links.
 */
export function chooseWallet(
  store: TabStore,
  intents: UiIntents,
  wallet: WalletEntry,
  isMobile: boolean,
  open?: OpenWalletLink,
): void {
  const snapshot = store.getState().snapshot
  const installed = installedConnectorOf(snapshot, wallet)
  if (installed) {
    navigate(store, {
      type: 'push',
      view: { name: 'ConnectingExternal', data: { connectorId: installed.id } },
    })
    return
  }
  const pairing = snapshot?.walletConnect
  const link = isMobile ? wallet.mobileLink : undefined
  if (link && pairing?.status === 'ready' && open) {
    open(link, pairing.uri)
    intents
      .chooseWalletConnectWallet({
        choice: { name: wallet.name, walletId: wallet.id, imageUrl: wallet.imageUrl, href: link },
      })
      .catch(() => undefined)
  }
  navigate(store, { type: 'push', view: { name: 'ConnectingWalletConnect', data: { wallet } } })
}
