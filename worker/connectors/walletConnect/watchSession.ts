import { coreTextOf } from '../../../src/messages/coreText.ts'
import { traitsOf } from '../../../src/namespaces.ts'
import type { Namespace } from '../../../src/types.ts'
import { InvalidSessionAccountError } from '../../../src/walletConnectErrors.ts'
import { setDisconnected } from '../../actions/setDisconnected.ts'
import { adapterFor, adapterNamespaces, hasAdapter } from '../../chains/adapterFor.ts'
import type { ChainAdapter } from '../../chains/chainAdapter.ts'
import { type Core, notify } from '../../core.ts'
import { resetWalletConnect } from './finalizeWalletConnect.ts'
import type { UniversalProviderInstance } from './loadUniversalProvider.ts'
import { type SessionAccount, sessionAccountsOf } from './sessionAccounts.ts'
import {
  disconnectSession,
  isWalletConnectLive,
  planSession,
  updateSessionAccount,
} from './sessionConnections.ts'

type SessionEvent = { params: { chainId: string; event: { name: string; data: unknown } } }

/**
 * Follows the session from the core's one provider, so every tab sees it through the snapshot. Events are
 * read with the chain they came on (`session_event`), so an EVM event never touches the Solana connection
 * and the other way round; the provider's own `accountsChanged`/`chainChanged` carry no namespace.
 */
export function watchSession(core: Core, provider: UniversalProviderInstance): void {
  const run = (work: () => Promise<void>) =>
    void work().catch((error: unknown) => notify(core, 'error', coreTextOf(error)))
  provider.on('session_event', (args: SessionEvent) => run(() => onSessionEvent(core, provider, args)))
  provider.on('session_update', () => run(() => onSessionUpdate(core, provider)))
  // The wallet ended the session: every namespace it connected is disconnected.
  provider.on('session_delete', () =>
    run(async () => {
      await disconnectSession(core)
      await resetWalletConnect(core)
    }),
  )
}

async function onSessionEvent(core: Core, provider: UniversalProviderInstance, { params }: SessionEvent) {
  const namespace = params.chainId.split(':')[0] as Namespace
  if (!hasAdapter(namespace) || !isWalletConnectLive(core, namespace)) return
  const current = core.store.getState().connections[namespace]
  if (!current || !('caipNetworkId' in current)) return
  const adapter = await adapterFor(namespace)
  const { name, data } = params.event
  if (name === 'accountsChanged') {
    const accounts = Array.isArray(data) ? data.map(String) : []
    if (accounts.length === 0) return setDisconnected(core, { namespace })
    const address = accountOf(adapter, accounts, current.caipNetworkId)
    return updateSessionAccount(core, namespace, { address, caipNetworkId: current.caipNetworkId })
  }
  if (name === 'chainChanged') {
    // A number or hex for EVM (0x7a6a, 31338, eip155:31338), a CAIP-2 id or reference for Solana: the adapter reads it.
    const reference = adapter.parseChainReference(
      typeof data === 'number' ? data : String(data ?? params.chainId),
    )
    const caipNetworkId = `${namespace}:${reference}` as const
    const session = provider.session
    const onChain = session
      ? sessionAccountsOf(session, adapter).valid.find((a) => a.caipNetworkId === caipNetworkId)
      : undefined
    // A Solana cluster the session holds no account on is not one this site can use.
    if (traitsOf(namespace).accountPerNetwork && !onChain) return
    // Keep the EVM address when the session lists none for the new chain (it is the same key on every chain).
    const account: SessionAccount = { address: onChain?.address ?? current.address, caipNetworkId }
    return updateSessionAccount(core, namespace, account)
  }
}

// A session update may add or drop namespaces and accounts; the active namespace stays what it is.
async function onSessionUpdate(core: Core, provider: UniversalProviderInstance) {
  const session = provider.session
  if (!session) return
  const { accounts, errors } = await planSession(core, session)
  for (const error of errors) notify(core, 'error', coreTextOf(error))
  for (const namespace of adapterNamespaces()) {
    const account = accounts.get(namespace)
    if (account) await updateSessionAccount(core, namespace, account)
    else if (isWalletConnectLive(core, namespace)) await setDisconnected(core, { namespace })
  }
}

// Event data may be CAIP-10 accounts or bare addresses; an invalid one is refused with a clear error.
function accountOf(adapter: ChainAdapter, accounts: string[], caipNetworkId: string): string {
  const caip = accounts.map((a) => (a.includes(':') ? a : `${caipNetworkId}:${a}`))
  const { valid, invalid } = sessionAccountsOf(
    { namespaces: { [adapter.namespace]: { accounts: caip } } } as never,
    adapter,
  )
  const first = valid[0]
  if (!first) throw new InvalidSessionAccountError({ namespace: adapter.namespace, accounts: invalid })
  return first.address
}
