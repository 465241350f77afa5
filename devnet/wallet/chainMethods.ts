import { toHex } from 'viem'
import { internalError, invalidParams, type ProviderRpcError, unrecognizedChain } from './providerErrors.ts'
import { addChainParams, parseParams, switchChainParams } from './requestParams.ts'
import { getCurrentChain, type WalletContext, type WalletMethod } from './walletContext.ts'
import type { KnownChain } from './walletState.ts'

async function switchChain(context: WalletContext, chainId: number, method: string): Promise<null> {
  const state = context.load()
  const target = state.chains.find((chain) => chain.chainId === chainId)
  if (!target) throw unrecognizedChain(toHex(chainId))
  if (chainId === state.chainId) return null
  await context.ask({
    method,
    title: 'Switch network',
    details: [
      { label: 'From', value: getCurrentChain(state).chainName },
      { label: 'To', value: `${target.chainName} (${chainId})` },
    ],
  })
  context.update((latest) => ({ ...latest, chainId }))
  return null
}

/** eth_chainId, wallet_switchEthereumChain and wallet_addEthereumChain. */
export const chainMethods: Record<string, WalletMethod> = {
  eth_chainId: async (context) => toHex(context.load().chainId),

  wallet_switchEthereumChain: async (context, params, method) => {
    const [{ chainId }] = parseParams(switchChainParams, method, params)
    return switchChain(context, chainId, method)
  },

  wallet_addEthereumChain: async (context, params, method) => {
    const [request] = parseParams(addChainParams, method, params)
    if (context.load().chains.some((chain) => chain.chainId === request.chainId)) {
      return switchChain(context, request.chainId, method)
    }
    const [rpcUrl = ''] = request.rpcUrls
    // Like real wallets, check that the RPC serves the chain it claims before storing it.
    const answered = await context.rpc(rpcUrl, 'eth_chainId', []).catch((error: ProviderRpcError) => {
      throw internalError(`Could not fetch chain ID from ${rpcUrl}. Is your RPC URL correct?`, {
        cause: error.message,
      })
    })
    if (typeof answered !== 'string' || Number.parseInt(answered, 16) !== request.chainId) {
      throw invalidParams(
        `Chain ID returned by the RPC URL (${String(answered)}) does not match the submitted chain ID ${toHex(request.chainId)}.`,
      )
    }
    const [blockExplorerUrl] = request.blockExplorerUrls ?? []
    const chain: KnownChain = {
      chainId: request.chainId,
      chainName: request.chainName,
      rpcUrl,
      nativeCurrency: request.nativeCurrency,
      ...(blockExplorerUrl ? { blockExplorerUrl } : {}),
    }
    await context.ask({
      method,
      title: 'Add network',
      details: [
        { label: 'Network', value: chain.chainName },
        { label: 'Chain ID', value: String(chain.chainId) },
        { label: 'RPC URL', value: rpcUrl },
        { label: 'Currency', value: chain.nativeCurrency.symbol },
      ],
    })
    // Adding also switches, as the request asks for the chain the dapp wants to use.
    context.update((latest) => ({ ...latest, chains: [...latest.chains, chain], chainId: chain.chainId }))
    return null
  },
}
