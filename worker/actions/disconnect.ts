import { CALL_TIMEOUT_MS } from '../../src/constants.ts'
import { NotConnectedError } from '../../src/errors.ts'
import type { Namespace } from '../../src/types.ts'
import { connectorOf } from '../connectors/route.ts'
import type { Core } from '../core.ts'
import { runPageJob } from './runPageJob.ts'
import { setDisconnected } from './setDisconnected.ts'

/** One namespace, or every connected one when absent. */
export type DisconnectParameters = { namespace?: Namespace | undefined }

export type DisconnectReturnType = undefined

/** Only a named namespace that is not connected; a wallet that refuses to forget the site changes nothing. */
export type DisconnectErrorType = NotConnectedError

/** Disconnects one namespace (or all), then asks the wallet to forget the site's permission. */
export async function disconnect(
  core: Core,
  { namespace }: DisconnectParameters,
): Promise<DisconnectReturnType> {
  await core.ready
  const connections = core.store.getState().connections
  const targets = (namespace ? [namespace] : (Object.keys(connections) as Namespace[])).filter(
    (ns) => connections[ns] && connections[ns]?.status !== 'disconnected',
  )
  if (namespace && targets.length === 0) throw new NotConnectedError()
  for (const ns of targets) {
    const connection = connections[ns]
    await setDisconnected(core, { namespace: ns })
    if (connection && 'connectorId' in connection) {
      // What the connector kept for the login goes with it (the e-mail login cache, spec part 4).
      await connectorOf(core, connection.connectorId)?.onDisconnected?.(core)
      void revokeQuietly(core, ns, connection.connectorId)
    }
  }
}

async function revokeQuietly(core: Core, namespace: Namespace, connectorId: string): Promise<void> {
  // Each connector says how its wallet forgets the site (WalletConnect ends the session with its last namespace).
  const revoke = connectorOf(core, connectorId)?.revoke(namespace)
  if (!revoke) return
  // Not every wallet supports revoking; the site is disconnected either way, so a refusal changes nothing.
  try {
    await Promise.race([
      runPageJob(core, { connectorId, ...revoke }),
      new Promise((resolve) => core.deps.clock.setTimeout(() => resolve(undefined), CALL_TIMEOUT_MS)),
    ])
  } catch {
    // See above: nothing to undo.
  }
}
