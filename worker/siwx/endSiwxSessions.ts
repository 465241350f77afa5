import type { SiwxSessionView } from '../../src/siwx.ts'
import { siwxSessionRecord } from '../../src/siwxRecords.ts'
import type { Namespace } from '../../src/types.ts'
import { type Core, updateState } from '../core.ts'
import { callHost } from './callHost.ts'

/** Ends the sessions of `namespace` (the person or the wallet disconnected): every tab shows them gone. */
export async function endSiwxSessions(core: Core, namespace: Namespace): Promise<SiwxSessionView[]> {
  const sessions = core.store.getState().siwxSessions ?? []
  const ending = sessions.filter((s) => s.caipNetworkId.startsWith(`${namespace}:`))
  for (const key of [...(core.siwx?.declined ?? [])])
    if (key.startsWith(`${namespace}:`)) core.siwx?.declined.delete(key)
  const ids = core.store.getState().requestedNetworks.filter((id) => id.startsWith(`${namespace}:`))
  // Every chain of the namespace: a session this core did not read (another build wrote it) ends too.
  await Promise.all(ids.map((id) => core.records.remove(siwxSessionRecord, id).catch(() => undefined)))
  if (ending.length > 0) updateState(core, { siwxSessions: sessions.filter((s) => !ending.includes(s)) })
  // The host's server may end its sessions too; the host need not have a `revoke`, and a failure changes nothing.
  for (const { caipNetworkId, address } of ending)
    void callHost(core, { method: 'revoke', params: { caipNetworkId, address } }).catch(() => undefined)
  return ending
}
