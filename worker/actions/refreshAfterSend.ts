import { waitForTransactionReceipt } from 'viem/actions'
import { RPC_POLLING_INTERVAL_MS, RPC_RECEIPT_TIMEOUT_MS } from '../../src/constants.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import { getActiveAccount } from '../activeAccount.ts'
import type { Core } from '../core.ts'
import { getRpcClient } from '../rpcClient.ts'
import { confirmSolanaTransaction } from '../solana/confirmSolanaTransaction.ts'
import { fetchBalance } from './fetchBalance.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import { fetchTransactions } from './fetchTransactions.ts'

/** The network sent on and the transaction to wait for. */
export type RefreshAfterSendParameters = {
  caipNetworkId: CaipNetworkId
  /** The transaction (EVM hash, Solana signature) to wait for; without it, one refresh. */
  hash?: string | undefined
}

/** Nothing: the new values reach every tab through the snapshot. */
export type RefreshAfterSendReturnType = undefined
/** Nothing: a failed read shows its last-known copy, and a send that does not land leaves it to the poll. */
export type RefreshAfterSendErrorType = never

/**
 * Refreshes the native balance, the token balances and (when listed) the Activity after a send, once right
 * away and again when the transaction is mined (EVM) or confirmed (Solana). Every tab sees the new values
 * through the snapshot.
 */
export async function refreshAfterSend(
  core: Core,
  { caipNetworkId, hash }: RefreshAfterSendParameters,
): Promise<RefreshAfterSendReturnType> {
  await refresh(core)
  if (hash && (await landed(core, caipNetworkId, hash))) await refresh(core)
}

// Not landed in time or the chain is gone: the regular poll picks the change up later.
async function landed(core: Core, caipNetworkId: CaipNetworkId, hash: string): Promise<boolean> {
  if (caipNetworkId.startsWith('eip155:') && /^0x[0-9a-fA-F]{64}$/.test(hash))
    return waitForTransactionReceipt(getRpcClient(core, caipNetworkId), {
      hash: hash as `0x${string}`,
      timeout: RPC_RECEIPT_TIMEOUT_MS,
      pollingInterval: RPC_POLLING_INTERVAL_MS,
    }).then(
      () => true,
      () => false,
    )
  if (caipNetworkId.startsWith('solana:'))
    return confirmSolanaTransaction(core, {
      caipNetworkId,
      signature: hash,
      timeoutMs: RPC_RECEIPT_TIMEOUT_MS,
    }).then(
      () => true,
      // A transaction that failed on chain still spent its fee.
      (error: unknown) => error instanceof Error && error.name === 'TransactionFailedError',
    )
  return false
}

async function refresh(core: Core): Promise<void> {
  const account = getActiveAccount(core.store.getState())
  const listed = core.store.getState().activity?.caipAddress === account?.caipAddress
  await Promise.allSettled([
    fetchBalance(core, { force: true }),
    fetchTokenBalances(core, { force: true }),
    listed ? fetchTransactions(core, { more: false }) : undefined,
  ])
}
