import { connectionStatusRecord, connectorIdsRecord } from '../../src/records.ts'
import type { Snapshot } from '../../src/snapshot.ts'
import type { InjectedProviderInfo, Namespace } from '../../src/types.ts'
import { connectorOf } from '../connectors/route.ts'
import { type Core, updateState } from '../core.ts'
import { syncConnection } from './syncConnection.ts'

export type ConfirmKeptConnectionsParameters = {
  /** The wallets a tab just announced. */
  providers: Map<string, InjectedProviderInfo>
  /** The connections as they were when the announcement came (before the checks it started). */
  before: Snapshot['connections']
}

export type ConfirmKeptConnectionsReturnType = undefined

/** A check that fails disconnects the namespace (or keeps it again), as syncConnection does; nothing is thrown. */
export type ConfirmKeptConnectionsErrorType = never

/**
 * Confirms the stored connections a connector kept while its wallet could not be reached (keepsStoredOn: the
 * e-mail login's secure site was down), now that a tab announces that wallet again. Such a connection is stored
 * as connected but shows disconnected: every other disconnect is stored before it shows.
 */
export async function confirmKeptConnections(
  core: Core,
  { providers, before }: ConfirmKeptConnectionsParameters,
): Promise<ConfirmKeptConnectionsReturnType> {
  const [status, ids] = await Promise.all([
    core.records.read(connectionStatusRecord),
    core.records.read(connectorIdsRecord),
  ])
  for (const [namespace, value] of Object.entries(status ?? {}) as [Namespace, string][]) {
    const connectorId = ids?.[namespace]
    if (value !== 'connected' || !connectorId || !providers.has(connectorId)) continue
    // Disconnected already when the tab announced: a check that announcement started and that failed is not
    // tried again at once.
    const now = core.store.getState().connections[namespace]
    if (before[namespace]?.status !== 'disconnected' || now?.status !== 'disconnected') continue
    if (!connectorOf(core, connectorId)?.keepsStoredOn) continue
    updateState(core, {
      connections: {
        ...core.store.getState().connections,
        [namespace]: { status: 'connecting', connectorId },
      },
    })
    await syncConnection(core, { namespace })
  }
}
