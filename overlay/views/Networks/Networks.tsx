import { NetworkList } from './NetworkList.tsx'

/** The network list: where a person picks the network to switch to. */
export function Networks() {
  return <NetworkList />
}
