import { waitForTransactionReceipt } from 'viem/actions'
import { RPC_POLLING_INTERVAL_MS, RPC_RECEIPT_TIMEOUT_MS } from '../../src/constants.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import { getActiveAccount } from '../activeAccount.ts'
import type { Core } from '../core.ts'
import { getRpcClient } from '../rpcClient.ts'
import { fetchBalance } from './fetchBalance.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import { fetchTransactions } from './fetchTransactions.ts'

export type RefreshAfterSendParameters = { caipNetworkId: CaipNetworkId; hash?: string | undefined }

/**
 * Refreshes the native balance, the token balances and (when listed) the Activity after a send, once right
 * away and again when the transaction is mined. Every tab sees the new values through the snapshot.
 */
export async function refreshAfterSend(
  core: Core,
  { caipNetworkId, hash }: RefreshAfterSendParameters,
): Promise<void> {
  await refresh(core)
  if (!hash || !/^0x[0-9a-fA-F]{64}$/.test(hash) || !caipNetworkId.startsWith('eip155:')) return
  try {
    await waitForTransactionReceipt(getRpcClient(core, caipNetworkId), {
      hash: hash as `0x${string}`,
      timeout: RPC_RECEIPT_TIMEOUT_MS,
      pollingInterval: RPC_POLLING_INTERVAL_MS,
    })
  } catch {
    // Not mined in time or the chain is gone: the regular poll picks the change up later.
    return
  }
  await refresh(core)
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
