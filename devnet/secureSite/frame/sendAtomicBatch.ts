import type { Account, Chain, Hex, PublicClient, Transport, WalletClient } from 'viem'
import {
  BATCH_ACCOUNT_ADDRESS,
  BATCH_ACCOUNT_DELEGATION,
  type BatchCall,
  encodeBatchExecute,
} from '../../contracts/batchAccount.ts'

export type SendAtomicBatchParameters = {
  walletClient: WalletClient<Transport, Chain, Account>
  publicClient: PublicClient
  calls: readonly BatchCall[]
}

/** Whether the chain has the batch executor the embedded wallet delegates to (the devnet deploys it). */
export async function canBatchAtomically(publicClient: PublicClient): Promise<boolean> {
  const code = await publicClient.getCode({ address: BATCH_ACCOUNT_ADDRESS })
  return code !== undefined && code !== '0x'
}

/**
 * Runs the calls as ONE transaction the account sends to itself: its code (EIP-7702, delegated to OpenZeppelin's
 * ERC-7821 executor) makes them one after the other and reverts them all if any fails. The first batch on a
 * chain carries the delegation itself (an authorization signed with the account's key), so it still takes one
 * transaction and one approval. Returns the transaction's hash.
 */
export async function sendAtomicBatch({
  walletClient,
  publicClient,
  calls,
}: SendAtomicBatchParameters): Promise<Hex> {
  const { account } = walletClient
  const code = await publicClient.getCode({ address: account.address })
  const delegated = code?.toLowerCase() === BATCH_ACCOUNT_DELEGATION
  const authorizationList = delegated
    ? undefined
    : [await walletClient.signAuthorization({ contractAddress: BATCH_ACCOUNT_ADDRESS, executor: 'self' })]
  return walletClient.sendTransaction({
    to: account.address,
    data: encodeBatchExecute(calls),
    authorizationList,
  })
}
