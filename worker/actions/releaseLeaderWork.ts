import { releaseConnectors } from '../connectors/route.ts'
import type { Core } from '../core.ts'

/** Nothing to choose: everything only the leader runs is let go. */
export type ReleaseLeaderWorkParameters = Record<string, never>
/** Nothing: the next leader's core takes the work up. */
export type ReleaseLeaderWorkReturnType = undefined
/** Never throws: a socket that will not close is left to end with the worker. */
export type ReleaseLeaderWorkErrorType = never

/**
 * A core that stops leading (a newer build's core took over the site) lets go of what only the leader may run:
 * each connector's `release` (WalletConnect's relay socket, whose session the new leader restores from
 * IndexedDB). The balance poll stops by itself (it reads only while leading), and later calls go to the new leader.
 */
export async function releaseLeaderWork(
  core: Core,
  _parameters: ReleaseLeaderWorkParameters = {},
): Promise<ReleaseLeaderWorkReturnType> {
  await releaseConnectors(core)
}
