import type { Messages } from '../../../src/messages/en.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import type { TabState } from '../../tabStore.ts'

/**
 * Title of the SwitchNetwork view: the target network's name (apart from the view, which loads on first use). A
 * network one switches to is one the configuration in force has, so the snapshot's list names it; the built-in
 * table (overlay/ui/selectNetwork.ts) stays out of the UI chunk.
 */
export function switchNetworkTitle(state: TabState, caipNetworkId: CaipNetworkId, m: Messages): string {
  return (
    state.snapshot?.networks.find((n) => n.caipNetworkId === caipNetworkId)?.name ?? m.titles.switchNetwork
  )
}
