import type { CoreText } from '../src/messages/coreText.ts'
import {
  activeNamespaceRecord,
  connectionStatusRecord,
  connectorIdsRecord,
  lastUsedChainRecord,
} from '../src/records.ts'
import type { CaipNetworkId, Namespace } from '../src/types.ts'
import { type Core, notify } from './core.ts'
import { recordEntry } from './storage.ts'

/** What every tab is told when the browser refuses to store the session (quota, storage turned off). */
export const SESSION_NOT_SAVED: CoreText = { key: 'sessionNotSaved' }

/**
 * Runs a write of what a restart needs. A store that refuses it (quota, private mode) must not undo what the
 * wallet approved: the live session stays, every tab is told once, and what was stored before stays as it was.
 */
export async function persisting(core: Core, write: () => Promise<void>): Promise<void> {
  try {
    await write()
  } catch {
    notify(core, 'error', SESSION_NOT_SAVED)
  }
}

/** The active namespace and network to store with a connection (the snapshot's when not given). */
export type ActiveNetwork = { namespace: Namespace; caipNetworkId: CaipNetworkId }

/**
 * Stores what a restart needs to restore a connection, never transient status, in one write: a worker that ends
 * mid-way (the dedicated-worker fallback's ends with its page) leaves the old session or the new, never a status
 * without its connector id. Never throws (see persisting).
 */
export function persistConnection(
  core: Core,
  namespace: Namespace,
  connectorId: string | undefined,
  active?: ActiveNetwork,
) {
  return persisting(core, () => writeConnection(core, namespace, connectorId, active))
}

async function writeConnection(
  core: Core,
  namespace: Namespace,
  connectorId: string | undefined,
  active: ActiveNetwork | undefined,
) {
  const { records } = core
  const status = (await records.read(connectionStatusRecord)) ?? {}
  const ids = (await records.read(connectorIdsRecord)) ?? {}
  if (connectorId) {
    status[namespace] = 'connected'
    ids[namespace] = connectorId
  } else {
    status[namespace] = 'disconnected'
    delete ids[namespace]
  }
  const snapshot = core.store.getState()
  await records.writeTogether(
    recordEntry(connectionStatusRecord, status),
    recordEntry(connectorIdsRecord, ids),
    recordEntry(activeNamespaceRecord, active?.namespace ?? snapshot.activeNamespace),
    recordEntry(lastUsedChainRecord, active?.caipNetworkId ?? snapshot.activeCaipNetworkId),
  )
}

/** Stores the active namespace and network (the last used chain), leaving every stored connection as it is. */
export function persistActiveNetwork(core: Core): Promise<void> {
  return persisting(core, () => writeActiveNetwork(core))
}

async function writeActiveNetwork(core: Core): Promise<void> {
  const snapshot = core.store.getState()
  await core.records.writeTogether(
    recordEntry(activeNamespaceRecord, snapshot.activeNamespace),
    recordEntry(lastUsedChainRecord, snapshot.activeCaipNetworkId),
  )
}
