import type { Messages } from '../../../src/messages/en.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import type { TabState } from '../../tabStore.ts'
import { selectNetwork } from '../../ui/selectors.ts'

/** Title of the SwitchNetwork view: the target network's name (apart from the view, which loads on first use). */
export function switchNetworkTitle(state: TabState, caipNetworkId: CaipNetworkId, m: Messages): string {
  return selectNetwork(state, caipNetworkId)?.name ?? m.titles.switchNetwork
}
