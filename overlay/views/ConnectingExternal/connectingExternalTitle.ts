import type { Messages } from '../../../src/messages/en.ts'
import type { TabState } from '../../tabStore.ts'

/** Title of the ConnectingExternal view: the wallet's name (apart from the view, which loads on first use). */
export function connectingExternalTitle(state: TabState, connectorId: string, m: Messages): string {
  const connector = state.snapshot?.connectors.find((c) => c.id === connectorId)
  return connector?.name ?? m.titles.connect
}
