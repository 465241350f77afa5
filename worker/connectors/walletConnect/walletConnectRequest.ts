import {
  ChainDisconnectedError,
  NotConnectedError,
  ProviderRpcError,
  RpcNotAllowedError,
  UserRejectedRequestError,
} from '../../../src/errors.ts'
import { namespaceOf, traitsOf } from '../../../src/namespaces.ts'
import { classifyMethod } from '../../../src/rpcMethods.ts'
import type { CaipNetworkId, Namespace, WalletJob } from '../../../src/types.ts'
import { withTimeout } from '../../../src/withTimeout.ts'
import { adapterFor, adapterNamespaces } from '../../chains/adapterFor.ts'
import type { ChainAdapter } from '../../chains/chainAdapter.ts'
import type { Core } from '../../core.ts'
import { toWalletError } from '../../walletErrors.ts'
import { resetWalletConnect } from './finalizeWalletConnect.ts'
import { getWalletConnectProvider } from './getWalletConnectProvider.ts'
import type { UniversalProviderInstance } from './loadUniversalProvider.ts'
import { type SessionAccount, sessionAccountsOf } from './sessionAccounts.ts'
import { isWalletConnectLive } from './sessionConnections.ts'

/** How long a wallet may take to answer over the relay (a person answers on a phone). */
export const WALLET_CONNECT_REQUEST_TIMEOUT_MS = 120_000

// WalletConnect's own "user rejected" codes (5000-5002) mean the same as EIP-1193's 4001.
const REJECTION_CODES = new Set([4001, 5000, 5001, 5002])

/**
 * Runs a wallet request over the core's WalletConnect session, in the core route.ts places WalletConnect in
 * (the leader's, in the dedicated-worker fallback). The request's namespace is the one whose method it is; its
 * chain adapter says what the session answers itself (accounts, the current chain) and checks what crosses the
 * relay. Signing, sending and switching go to the wallet.
 */
export async function walletConnectRequest(core: Core, job: WalletJob): Promise<unknown> {
  const { method, params } = job
  const provider = await getWalletConnectProvider(core)
  const adapter = await adapterOfMethod(method)
  const { namespace } = adapter
  const session = provider.session
  if (traitsOf(namespace).leave?.method === method) {
    if (session) await endSessionIfUnused(core, provider, namespace)
    return null
  }
  const accounts = session ? sessionAccountsOf(session, adapter).valid : []
  const chain = requestChain(core, provider, namespace, accounts, job.chain)
  const onChain = accounts.filter((a) => a.caipNetworkId === chain)
  // An EVM key is the same account on every chain; a Solana account belongs to its cluster.
  const shared = traitsOf(namespace).accountPerNetwork ? onChain : accounts
  const addresses = [...new Set(shared.map((a) => a.address))]
  const chainReference = chain?.slice(namespace.length + 1)
  const answered = adapter.walletSession.answer(method, { addresses, chainReference })
  if (answered) return answered.reply
  if (!session || !chain) throw new NotConnectedError({ namespace })
  const { checkParams, checkReply, switchTarget } = adapter.walletSession
  const checked = checkParams ? checkParams(method, params) : params
  const held = onChain.length > 0
  try {
    const target = switchTarget?.(method, params)
    // The wallet's current chain, shown to the person, is not one the session holds: refused, nothing sent.
    if (target === undefined && !held) throw new ChainDisconnectedError({ caipNetworkId: chain })
    // A switch travels on a chain the session holds (the way back from one it does not hold, too).
    if (target !== undefined) {
      const via = held ? chain : (accounts[0]?.caipNetworkId ?? chain)
      return await switchChain(core, provider, { method, params, chain: via, target })
    }
    const reply = await withTimeout(
      provider.request({ method, params: checked as never }, chain),
      WALLET_CONNECT_REQUEST_TIMEOUT_MS,
      `wallet request ${method}`,
      core.deps.clock,
    )
    return checkReply ? checkReply(method, reply) : reply
  } catch (error) {
    throw toWalletConnectError(error)
  }
}

// The namespace whose method it is: one its session proposes, one the RPC gate lists, or its leave request.
async function adapterOfMethod(method: string): Promise<ChainAdapter> {
  for (const namespace of adapterNamespaces()) {
    const adapter = await adapterFor(namespace)
    if (
      adapter.walletSession.methods.includes(method) ||
      classifyMethod(namespace, method) !== 'denied' ||
      traitsOf(namespace).leave?.method === method
    )
      return adapter
  }
  throw new RpcNotAllowedError({ method })
}

/**
 * The chain a request goes to. Where the wallet has a current chain (EVM) it is that one, as the namespace's
 * connection shows it (else the provider's), or none: a request never goes to another chain of the session,
 * where the wallet would sign without the person seeing which. Elsewhere (Solana clusters), among those the
 * session holds an account on: the one the caller named, the connection's, the provider's; else the first.
 */
function requestChain(
  core: Core,
  provider: UniversalProviderInstance,
  namespace: Namespace,
  accounts: readonly SessionAccount[],
  asked: string | undefined,
): CaipNetworkId | undefined {
  const connection = core.store.getState().connections[namespace]
  const current = connection && 'caipNetworkId' in connection ? connection.caipNetworkId : undefined
  const candidates = [asked, current, defaultChainOf(provider, namespace)]
  if (traitsOf(namespace).walletSwitchesChain)
    return candidates.find((id) => id !== undefined) as CaipNetworkId | undefined
  const held = new Set<string>(accounts.map((a) => a.caipNetworkId))
  const chain = candidates.find((id) => id !== undefined && held.has(id))
  return (chain as CaipNetworkId | undefined) ?? accounts[0]?.caipNetworkId
}

// The chain the provider sends a namespace's requests to (it follows the wallet's chainChanged events).
function defaultChainOf(provider: UniversalProviderInstance, namespace: Namespace): string | undefined {
  const reference = (
    provider as { rpcProviders?: Record<string, { getDefaultChain(): string } | undefined> }
  ).rpcProviders?.[namespace]?.getDefaultChain()
  if (reference === undefined) return undefined
  return reference.includes(':') ? reference : `${namespace}:${reference}`
}

/**
 * Disconnecting one namespace leaves the session to the others it connected; once none is connected through
 * WalletConnect any more, the session ends for the wallet too and the pairing state resets.
 */
async function endSessionIfUnused(
  core: Core,
  provider: UniversalProviderInstance,
  leaving: Namespace,
): Promise<void> {
  // The namespace being revoked counts as gone even where its disconnect has not reached this core yet.
  if (adapterNamespaces().some((ns) => ns !== leaving && isWalletConnectLive(core, ns))) return
  await provider.disconnect()
  await resetWalletConnect(core)
}

// The provider would switch silently to a chain the session already holds; the person's wallet should
// know, so the request always goes to the wallet, and the provider follows once it agreed.
async function switchChain(
  core: Core,
  provider: UniversalProviderInstance,
  {
    method,
    params,
    chain,
    target,
  }: { method: string; params: unknown; chain: CaipNetworkId; target: string },
): Promise<null> {
  const session = provider.session
  if (!session) throw new NotConnectedError({ namespace: namespaceOf(chain) })
  await withTimeout(
    provider.client.request({ topic: session.topic, chainId: chain, request: { method, params } }),
    WALLET_CONNECT_REQUEST_TIMEOUT_MS,
    `wallet request ${method}`,
    core.deps.clock,
  )
  provider.setDefaultChain(`${namespaceOf(chain)}:${target}`)
  return null
}

/** A WalletConnect failure as our typed error: rejections become UserRejectedRequestError. */
export function toWalletConnectError(error: unknown): Error {
  const code = typeof error === 'object' && error !== null && 'code' in error ? Number(error.code) : undefined
  if (code !== undefined && REJECTION_CODES.has(code)) return new UserRejectedRequestError({ cause: error })
  if (error instanceof Error || code !== undefined) return toWalletError(error)
  return new ProviderRpcError(String((error as { message?: unknown })?.message ?? error))
}
