import { type RequestSummary, summarizeActions, summarizeRequest } from '../../../src/requestSummary.ts'
import { SOLANA_WALLET_METHODS } from '../../../src/solanaChains.ts'
import type { Core } from '../../core.ts'
import { describeSolanaTransaction, type KnownMints } from './describeSolanaTransaction.ts'

const TRANSACTION_METHODS = new Set<string>([
  SOLANA_WALLET_METHODS.signTransaction,
  SOLANA_WALLET_METHODS.signAndSendTransaction,
])

/** Decodes a Solana request for ApproveTransaction: a transaction's instructions, else the method's summary. */
export async function describeSolanaRequest(
  core: Core,
  { method, params }: { method: string; params: unknown },
): Promise<RequestSummary> {
  if (!TRANSACTION_METHODS.has(method)) return summarizeRequest(method, params)
  const transaction = (params as { transaction?: unknown } | null)?.transaction
  return summarizeActions(method, await describeSolanaTransaction(method, transaction, knownMints(core)))
}

// The active account's Solana tokens by mint, so an approval names USDC rather than a mint address.
function knownMints(core: Core): KnownMints {
  const known = new Map<string, { symbol: string; decimals: number }>()
  for (const token of core.store.getState().portfolio?.tokens ?? []) {
    const mint = token.address?.split(':')[2]
    if (mint) known.set(mint, { symbol: token.symbol, decimals: Number(token.quantity.decimals) })
  }
  return known
}
