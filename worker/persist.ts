import {
  activeNamespaceRecord,
  connectionStatusRecord,
  connectorIdsRecord,
  lastUsedChainRecord,
} from '../src/records.ts'
import type { Namespace } from '../src/types.ts'
import type { Core } from './core.ts'

/** Stores what a restart needs to restore a connection; never transient status. */
export async function persistConnection(core: Core, namespace: Namespace, connectorId: string | undefined) {
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
  await records.write(connectionStatusRecord, status)
  await records.write(connectorIdsRecord, ids)
  await persistActiveNetwork(core)
}

/** Stores the active namespace and network (the last used chain), leaving every stored connection as it is. */
export async function persistActiveNetwork(core: Core): Promise<void> {
  const snapshot = core.store.getState()
  await core.records.write(activeNamespaceRecord, snapshot.activeNamespace)
  await core.records.write(lastUsedChainRecord, snapshot.activeCaipNetworkId)
}
