import { parseCaipNetworkId } from '../../../src/caip.ts'
import { NotConnectedError, ProviderRpcError, UserRejectedRequestError } from '../../../src/errors.ts'
import { parseEvmChainId, toEvmChainIdHex } from '../../../src/networks.ts'
import { withTimeout } from '../../../src/withTimeout.ts'
import type { RunPageJobParameters } from '../../actions/runPageJob.ts'
import type { Core } from '../../core.ts'
import { toWalletError } from '../../walletErrors.ts'
import { leaderOf } from '../leaderCalls.ts'
import { resetWalletConnect } from './finalizeWalletConnect.ts'
import { getWalletConnectProvider } from './getWalletConnectProvider.ts'
import type { UniversalProviderInstance } from './loadUniversalProvider.ts'

/** How long a wallet may take to answer over the relay (a person answers on a phone). */
export const WALLET_CONNECT_REQUEST_TIMEOUT_MS = 120_000

// WalletConnect's own "user rejected" codes (5000-5002) mean the same as EIP-1193's 4001.
const REJECTION_CODES = new Set([4001, 5000, 5001, 5002])

/**
 * Runs a wallet request over the core's WalletConnect session. Accounts and the chain come from the
 * session itself; signing, sending and switching go to the wallet through the relay.
 */
export async function walletConnectRequest(core: Core, job: RunPageJobParameters): Promise<unknown> {
  const { method, params } = job
  // A follower tab's core (dedicated-worker fallback) hands requests to the leader, which holds the session.
  // Account reads are not handed over: a follower learns the accounts from the leader's published state.
  const leader = leaderOf(core)
  if (leader && method !== 'eth_accounts' && method !== 'eth_chainId') {
    const forwarded = leader({ name: 'walletConnectRequest', payload: job })
    return withTimeout(
      forwarded,
      WALLET_CONNECT_REQUEST_TIMEOUT_MS,
      `wallet request ${method}`,
      core.deps.clock,
    )
  }
  const provider = await getWalletConnectProvider(core)
  const session = provider.session
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
    if (!session) return []
    return provider.request({ method: 'eth_accounts' })
  }
  if (!session) throw new NotConnectedError({ namespace: 'eip155' })
  const chain = currentChain(provider)
  if (method === 'eth_chainId') return toEvmChainIdHex(chain)
  if (method === 'wallet_revokePermissions') {
    // Disconnecting a WalletConnect site means ending the session, and resetting the pairing state.
    await provider.disconnect()
    await resetWalletConnect(core)
    return null
  }
  try {
    if (method === 'wallet_switchEthereumChain') return await switchChain(core, provider, chain, params)
    return await withTimeout(
      provider.request({ method, params: params as unknown[] }, `eip155:${chain}`),
      WALLET_CONNECT_REQUEST_TIMEOUT_MS,
      `wallet request ${method}`,
      core.deps.clock,
    )
  } catch (error) {
    throw toWalletConnectError(error)
  }
}

/** The chain the session's requests go to. */
function currentChain(provider: UniversalProviderInstance): number {
  const accounts = provider.session?.namespaces.eip155?.accounts ?? []
  const fallback = accounts[0]
    ? parseCaipNetworkId(accounts[0].split(':').slice(0, 2).join(':')).reference
    : '1'
  const fromProvider = (
    provider as { rpcProviders?: Record<string, { getDefaultChain(): string }> }
  ).rpcProviders?.eip155?.getDefaultChain()
  return parseEvmChainId(fromProvider ?? fallback)
}

// The provider would switch silently to a chain the session already holds; the person's wallet should
// know, so the request always goes to the wallet, and the provider follows once it agreed.
async function switchChain(
  core: Core,
  provider: UniversalProviderInstance,
  chain: number,
  params: unknown,
): Promise<null> {
  const target = parseEvmChainId((params as [{ chainId?: string }] | undefined)?.[0]?.chainId ?? '')
  const session = provider.session
  if (!session) throw new NotConnectedError({ namespace: 'eip155' })
  await withTimeout(
    provider.client.request({
      topic: session.topic,
      chainId: `eip155:${chain}`,
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: toEvmChainIdHex(target) }] },
    }),
    WALLET_CONNECT_REQUEST_TIMEOUT_MS,
    'wallet request wallet_switchEthereumChain',
    core.deps.clock,
  )
  provider.setDefaultChain(`eip155:${target}`)
  return null
}

/** A WalletConnect failure as our typed error: rejections become UserRejectedRequestError. */
export function toWalletConnectError(error: unknown): Error {
  const code = typeof error === 'object' && error !== null && 'code' in error ? Number(error.code) : undefined
  if (code !== undefined && REJECTION_CODES.has(code)) return new UserRejectedRequestError({ cause: error })
  if (error instanceof Error || code !== undefined) return toWalletError(error)
  return new ProviderRpcError(String((error as { message?: unknown })?.message ?? error))
}
