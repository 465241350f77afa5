import type { ConnectionState, Namespace } from '../../src/types.ts'
import { waitsForTab } from '../connectors/route.ts'
import type { Core } from '../core.ts'
import { getWalletAccount } from '../walletAccount.ts'
import { syncConnection } from './syncConnection.ts'

/** Nothing to choose: everything only the leader runs is taken up. */
export type ResumeLeaderWorkParameters = Record<string, never>
/** Nothing: the wallet's state reaches the tabs through the snapshot. */
export type ResumeLeaderWorkReturnType = undefined
/** Never throws: a session that cannot come up here is the next request's to report. */
export type ResumeLeaderWorkErrorType = never

/**
 * A core that has just taken the lead (the leader's tab closed, or this is a newer build's core after a deploy)
 * takes up what only a leader runs, the counterpart of releaseLeaderWork: a stored connection waiting for a leader
 * is confirmed at once, not in SYNC_TIMEOUT_MS, and a live one has its session (WalletConnect: the relay socket
 * and the wallet's events) restored here, so the site is not left without one until the next request.
 * createCore runs it only after an earlier releaseLeaderWork has finished.
 */
export async function resumeLeaderWork(
  core: Core,
  _parameters: ResumeLeaderWorkParameters = {},
): Promise<ResumeLeaderWorkReturnType> {
  const { connections } = core.store.getState()
  for (const [namespace, connection] of Object.entries(connections) as [Namespace, ConnectionState][]) {
    if (connection.status === 'disconnected' || waitsForTab(core, connection.connectorId)) continue
    if (connection.status === 'connecting' && core.pendingSync.has(namespace)) {
      await syncConnection(core, { namespace })
      continue
    }
    // Asking the wallet brings its session up here. A confirmation already under way (this core's start, made
    // while it acted alone) may hold the session this core let go of since: it does not bring it up again.
    await getWalletAccount(core, { connectorId: connection.connectorId, namespace, prompt: false }).catch(
      () => undefined,
    )
  }
}
