import type { Namespace } from '../../src/types.ts'
import { parseEvmAccounts, parseEvmChainIdReply } from '../../src/walletReplies.ts'
import type { Core } from '../core.ts'
import { pickTab, runPageJob } from './runPageJob.ts'
import { setConnected, setDisconnected } from './setConnected.ts'

/** How long a restored connection waits for a tab that has its wallet before it counts as a failed sync. */
export const SYNC_TIMEOUT_MS = 5_000

/**
 * Confirms a stored connection with the wallet (eth_accounts, without a prompt).
 * A failed sync makes the namespace disconnected (spec part 4).
 */
export async function syncConnection(core: Core, namespace: Namespace): Promise<void> {
  const connection = core.store.getState().connections[namespace]
  if (connection?.status !== 'connecting') return
  cancelPendingSync(core, namespace)
  const { connectorId } = connection
  try {
    pickTab(core, undefined, connectorId)
    const accounts = parseEvmAccounts(
      'eth_accounts',
      await runPageJob(core, { connectorId, method: 'eth_accounts' }),
    )
    const address = accounts[0]
    if (!address) return await setDisconnected(core, namespace)
    const chainId = parseEvmChainIdReply(await runPageJob(core, { connectorId, method: 'eth_chainId' }))
    await setConnected(core, { namespace, connectorId, address, chainReference: chainId })
  } catch {
    await setDisconnected(core, namespace)
  }
}

/** Waits for a tab to announce the stored connector; gives up after SYNC_TIMEOUT_MS. */
export function scheduleSync(core: Core, namespace: Namespace): void {
  if (core.pendingSync.has(namespace)) return
  const handle = core.deps.clock.setTimeout(() => {
    core.pendingSync.delete(namespace)
    void syncConnection(core, namespace)
  }, SYNC_TIMEOUT_MS)
  core.pendingSync.set(namespace, handle)
}

/** Stops waiting for a tab to confirm a stored connection. */
export function cancelPendingSync(core: Core, namespace: Namespace): void {
  const handle = core.pendingSync.get(namespace)
  if (handle !== undefined) core.deps.clock.clearTimeout(handle)
  core.pendingSync.delete(namespace)
}
