import type { Namespace } from '../../src/types.ts'
import { connectorOf, waitsForTab } from '../connectors/route.ts'
import type { Core } from '../core.ts'
import { getWalletAccount } from '../walletAccount.ts'
import { setConnected } from './setConnected.ts'
import { setDisconnected } from './setDisconnected.ts'

/** How long a restored connection waits for a tab that has its wallet before it counts as a failed sync. */
export const SYNC_TIMEOUT_MS = 5_000

export type SyncConnectionParameters = {
  /** The namespace whose stored connection is confirming (status `connecting`); any other status is left alone. */
  namespace: Namespace
}

export type SyncConnectionReturnType = undefined

/** A failed confirmation disconnects the namespace instead of throwing. */
export type SyncConnectionErrorType = never

/**
 * Confirms a stored connection with the wallet (eth_accounts / solana_getAccounts, without a prompt).
 * A failed sync makes the namespace disconnected (spec part 4).
 */
export async function syncConnection(
  core: Core,
  { namespace }: SyncConnectionParameters,
): Promise<SyncConnectionReturnType> {
  const connection = core.store.getState().connections[namespace]
  if (connection?.status !== 'connecting') return
  cancelPendingSync(core, namespace)
  const { connectorId } = connection
  try {
    const account = await getWalletAccount(core, { connectorId, namespace, prompt: false })
    if (!account) {
      await failSync(core, namespace, connectorId)
      return
    }
    await setConnected(core, { namespace, connectorId, ...account, activate: false, restored: true })
  } catch (error) {
    // In the dedicated-worker fallback only the leader reaches WalletConnect: a follower waits for the
    // leader's state, and tries again in case it becomes the leader itself (the tab that held it closed).
    if (error instanceof Error && error.name === 'WalletConnectElsewhereError') {
      const retry = core.deps.clock.setTimeout(() => {
        core.pendingSync.delete(namespace)
        void syncConnection(core, { namespace })
      }, SYNC_TIMEOUT_MS)
      core.pendingSync.set(namespace, retry)
      return
    }
    // The tab asked closed meanwhile, and another tab has the wallet: that tab is asked instead.
    if (error instanceof Error && error.name === 'TabGoneError' && hasTabWith(core, connectorId))
      return syncConnection(core, { namespace })
    // The wallet could not be asked (the e-mail login's site down): its connector may keep what is stored.
    if (connectorOf(core, connectorId)?.keepsStoredOn?.(error)) {
      await setDisconnected(core, { namespace, keepStored: true })
      return
    }
    await failSync(core, namespace, connectorId)
  }
}

function hasTabWith(core: Core, connectorId: string): boolean {
  for (const tab of core.tabs.values()) if (tab.providers.has(connectorId)) return true
  return false
}

// A failed check disconnects the namespace, and the connector forgets its login (the e-mail login cache).
async function failSync(core: Core, namespace: Namespace, connectorId: string): Promise<void> {
  await setDisconnected(core, { namespace })
  await connectorOf(core, connectorId)?.onDisconnected?.(core)
}

/**
 * Waits for a tab to announce the stored connector; gives up after SYNC_TIMEOUT_MS. A connector the core
 * runs itself (WalletConnect) needs no tab, so it is confirmed at once.
 */
export function scheduleSync(core: Core, namespace: Namespace): void {
  if (core.pendingSync.has(namespace)) return
  const connection = core.store.getState().connections[namespace]
  if (connection?.status === 'connecting' && !waitsForTab(core, connection.connectorId)) {
    void syncConnection(core, { namespace })
    return
  }
  const handle = core.deps.clock.setTimeout(() => {
    core.pendingSync.delete(namespace)
    void syncConnection(core, { namespace })
  }, SYNC_TIMEOUT_MS)
  core.pendingSync.set(namespace, handle)
}

/** Stops waiting for a tab to confirm a stored connection. */
export function cancelPendingSync(core: Core, namespace: Namespace): void {
  const handle = core.pendingSync.get(namespace)
  if (handle !== undefined) core.deps.clock.clearTimeout(handle)
  core.pendingSync.delete(namespace)
}
