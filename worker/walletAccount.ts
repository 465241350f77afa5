import { ChainNotSupportedError } from '../src/errors.ts'
import { parseSolanaAccounts } from '../src/solana.ts'
import { SOLANA_WALLET_METHODS } from '../src/solanaChains.ts'
import type { CaipNetworkId, Namespace } from '../src/types.ts'
import { InvalidWalletReplyError, parseEvmAccounts, parseEvmChainIdReply } from '../src/walletReplies.ts'
import { runPageJob } from './actions/runPageJob.ts'
import type { Core } from './core.ts'
import { pickSolanaNetwork } from './solana/pickSolanaNetwork.ts'

export type WalletAccountParameters = {
  tabId?: string | undefined
  connectorId: string
  namespace: Namespace
  /** Ask with a prompt (connect) or only read what the wallet already allows (restore). */
  prompt: boolean
}

/** The account a wallet gives and the chain it is on; `undefined` when it has none for this site. */
export type WalletAccount = { address: string; chainReference: string } | undefined

/**
 * Asks a wallet for its account, per namespace: eip155 with eth_requestAccounts / eth_accounts and eth_chainId,
 * solana with solana_requestAccounts / solana_getAccounts on the network `pickSolanaNetwork` chooses (a Solana
 * wallet has no 'current chain'). Every reply is checked; a bad one throws InvalidWalletReplyError.
 */
export async function getWalletAccount(core: Core, p: WalletAccountParameters): Promise<WalletAccount> {
  const { tabId, connectorId, namespace, prompt } = p
  if (namespace === 'solana') {
    const method = prompt ? SOLANA_WALLET_METHODS.requestAccounts : SOLANA_WALLET_METHODS.getAccounts
    const address = parseSolanaAccounts(method, await runPageJob(core, { tabId, connectorId, method }))[0]
    if (!address) return undefined
    const network = pickSolanaNetwork(core, walletChains(core, connectorId))
    if (!network) throw new ChainNotSupportedError({ caipNetworkId: 'solana' })
    return { address, chainReference: network.slice('solana:'.length) }
  }
  const method = prompt ? 'eth_requestAccounts' : 'eth_accounts'
  const address = parseEvmAccounts(method, await runPageJob(core, { tabId, connectorId, method }))[0]
  if (!address) {
    if (prompt) throw new InvalidWalletReplyError(method, 'no account')
    return undefined
  }
  const chainId = parseEvmChainIdReply(await runPageJob(core, { tabId, connectorId, method: 'eth_chainId' }))
  return { address, chainReference: String(chainId) }
}

/** The Solana networks a tab's Wallet Standard wallet said it supports (undefined when it did not say). */
export function walletChains(core: Core, connectorId: string): CaipNetworkId[] | undefined {
  for (const tab of core.tabs.values()) {
    const chains = tab.providers.get(connectorId)?.chains
    if (chains) return chains
  }
  return undefined
}
