import type { Namespace } from '../../src/types.ts'
import { parseEvmAccounts, parseEvmChainIdReply } from '../../src/walletReplies.ts'
import { coreTransportOf } from '../connectors/coreConnectors.ts'
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
    if (!coreTransportOf(core, connectorId)) pickTab(core, undefined, connectorId)
    const accounts = parseEvmAccounts(
      'eth_accounts',
      await runPageJob(core, { connectorId, method: 'eth_accounts' }),
    )
    const address = accounts[0]
    if (!address) return await setDisconnected(core, namespace)
    const chainId = parseEvmChainIdReply(await runPageJob(core, { connectorId, method: 'eth_chainId' }))
    await setConnected(core, { namespace, connectorId, address, chainReference: chainId })
  } catch (error) {
    // In the dedicated-worker fallback only the leader reaches WalletConnect: a follower waits for the
    // leader's state, and tries again in case it becomes the leader itself (the tab that held it closed).
    if (error instanceof Error && error.name === 'WalletConnectElsewhereError') {
      const retry = core.deps.clock.setTimeout(() => {
        core.pendingSync.delete(namespace)
        void syncConnection(core, namespace)
      }, SYNC_TIMEOUT_MS)
      core.pendingSync.set(namespace, retry)
      return
    }
    await setDisconnected(core, namespace)
  }
}

/**
 * Waits for a tab to announce the stored connector; gives up after SYNC_TIMEOUT_MS. A connector the core
 * runs itself (WalletConnect) needs no tab, so it is confirmed at once.
 */
export function scheduleSync(core: Core, namespace: Namespace): void {
  if (core.pendingSync.has(namespace)) return
  const connection = core.store.getState().connections[namespace]
  if (connection?.status === 'connecting' && coreTransportOf(core, connection.connectorId)) {
    void syncConnection(core, namespace)
    return
  }
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
