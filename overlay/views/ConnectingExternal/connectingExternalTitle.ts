import type { Messages } from '../../../src/messages/en.ts'
import type { TabState } from '../../tabStore.ts'
import { walletName } from '../../ui/formatWallet.ts'

/** Title of the ConnectingExternal view: the wallet's name (apart from the view, which loads on first use). */
export function connectingExternalTitle(state: TabState, connectorId: string, m: Messages): string {
  const connector = state.snapshot?.connectors.find((c) => c.id === connectorId)
  return connector ? walletName(m, connector.name) : m.titles.connect
}
