import type { Namespace } from '../src/types.ts'
import { askWallet } from './askWallet.ts'
import { adapterFor } from './chains/adapterFor.ts'
import type { WalletAccount } from './chains/chainAdapter.ts'
import type { Core } from './core.ts'

export type { WalletAccount }

export type WalletAccountParameters = {
  tabId?: string | undefined
  connectorId: string
  namespace: Namespace
  /** Ask with a prompt (connect) or only read what the wallet already allows (restore). */
  prompt: boolean
}

/**
 * Asks a wallet for its account and the chain it is on, the way its namespace's chain adapter does (eip155:
 * eth_requestAccounts / eth_accounts and eth_chainId; solana: solana_requestAccounts / solana_getAccounts).
 * Every reply is checked; a bad one throws InvalidWalletReplyError.
 */
export async function getWalletAccount(core: Core, p: WalletAccountParameters): Promise<WalletAccount> {
  const { tabId, connectorId, namespace, prompt } = p
  return (await adapterFor(namespace)).getWalletAccount(core, {
    ask: askWallet(core, { tabId, connectorId }),
    connectorId,
    prompt,
  })
}
