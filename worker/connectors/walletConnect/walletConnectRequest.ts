import { parseCaipNetworkId } from '../../../src/caip.ts'
import { NotConnectedError, ProviderRpcError, UserRejectedRequestError } from '../../../src/errors.ts'
import { parseEvmChainId, toEvmChainIdHex } from '../../../src/networks.ts'
import { SOLANA_WALLET_METHODS } from '../../../src/solana.ts'
import type { WalletJob } from '../../../src/types.ts'
import { withTimeout } from '../../../src/withTimeout.ts'
import type { Core } from '../../core.ts'
import { toWalletError } from '../../walletErrors.ts'
import { resetWalletConnect } from './finalizeWalletConnect.ts'
import { getWalletConnectProvider } from './getWalletConnectProvider.ts'
import type { UniversalProviderInstance } from './loadUniversalProvider.ts'
import { isWalletConnectLive } from './sessionConnections.ts'
import { WALLET_CONNECT_NAMESPACES, type WalletConnectNamespace } from './walletConnectNamespaces.ts'
import {
  isSolanaSigningMethod,
  solanaSessionAccounts,
  walletConnectSolanaRequest,
} from './walletConnectSolanaRequest.ts'

/** How long a wallet may take to answer over the relay (a person answers on a phone). */
export const WALLET_CONNECT_REQUEST_TIMEOUT_MS = 120_000

// WalletConnect's own "user rejected" codes (5000-5002) mean the same as EIP-1193's 4001.
const REJECTION_CODES = new Set([4001, 5000, 5001, 5002])

/**
 * Runs a wallet request over the core's WalletConnect session, in the core route.ts places WalletConnect in
 * (the leader's, in the dedicated-worker fallback). Accounts and the chain come from the session itself;
 * signing, sending and switching go to the wallet through the relay.
 */
export async function walletConnectRequest(core: Core, job: WalletJob): Promise<unknown> {
  const { method, params } = job
  const provider = await getWalletConnectProvider(core)
  const session = provider.session
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
    if (!session?.namespaces.eip155) return []
    return provider.request({ method: 'eth_accounts' }, `eip155:${currentChain(provider)}`)
  }
  if (method === SOLANA_WALLET_METHODS.getAccounts || method === SOLANA_WALLET_METHODS.requestAccounts)
    return solanaSessionAccounts(provider)
  if (method === 'wallet_revokePermissions' || method === SOLANA_WALLET_METHODS.disconnect) {
    if (session)
      await endSessionIfUnused(core, provider, method === 'wallet_revokePermissions' ? 'eip155' : 'solana')
    return null
  }
  if (isSolanaSigningMethod(method)) {
    try {
      return await walletConnectSolanaRequest(core, provider, job, WALLET_CONNECT_REQUEST_TIMEOUT_MS)
    } catch (error) {
      throw toWalletConnectError(error)
    }
  }
  if (!session?.namespaces.eip155) throw new NotConnectedError({ namespace: 'eip155' })
  const chain = currentChain(provider)
  if (method === 'eth_chainId') return toEvmChainIdHex(chain)
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

/**
 * Disconnecting one namespace leaves the session to the others it connected; once none is connected through
 * WalletConnect any more, the session ends for the wallet too and the pairing state resets.
 */
async function endSessionIfUnused(
  core: Core,
  provider: UniversalProviderInstance,
  leaving: WalletConnectNamespace,
): Promise<void> {
  // The namespace being revoked counts as gone even where its disconnect has not reached this core yet.
  if (WALLET_CONNECT_NAMESPACES.some((ns) => ns !== leaving && isWalletConnectLive(core, ns))) return
  await provider.disconnect()
  await resetWalletConnect(core)
}

/** The chain the session's EVM requests go to. */
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
