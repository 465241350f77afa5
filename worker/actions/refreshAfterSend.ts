import { namespaceOf } from '../../src/namespaces.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import { getActiveAccount } from '../activeAccount.ts'
import { adapterFor, hasAdapter } from '../chains/adapterFor.ts'
import type { Core } from '../core.ts'
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
  const namespace = namespaceOf(caipNetworkId)
  if (!hasAdapter(namespace)) return false
  return (await adapterFor(namespace)).waitForTransaction(core, caipNetworkId, hash)
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
