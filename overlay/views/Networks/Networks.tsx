import { NetworkList } from './NetworkList.tsx'

/** Title of the Networks view. */
export const NETWORKS_TITLE = 'Choose network'

/** The network list: where a person picks the network to switch to. */
export function Networks() {
  return <NetworkList />
}
