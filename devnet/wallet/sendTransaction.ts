import {
  BaseError,
  createPublicClient,
  custom,
  type Hex,
  type LocalAccount,
  type TransactionSerializable,
} from 'viem'
import { prepareTransactionRequest } from 'viem/actions'
import type { z } from '../zod.ts'
import { internalError, ProviderRpcError } from './providerErrors.ts'
import type { sendTransactionParams } from './requestParams.ts'
import type { Rpc } from './rpc.ts'
import type { KnownChain } from './walletState.ts'

export type TransactionRequest = z.output<typeof sendTransactionParams>[0]

export type SendTransactionParameters = {
  account: LocalAccount
  chain: KnownChain
  transaction: TransactionRequest
  rpc: Rpc
}

/** Fills nonce, gas and fees from the chain, signs locally and sends the raw transaction; returns its hash. */
export async function sendTransaction({
  account,
  chain,
  transaction,
  rpc,
}: SendTransactionParameters): Promise<Hex> {
  const client = createPublicClient({
    // No retries: a stopped devnet chain should fail the request at once, as an offline RPC does.
    transport: custom(
      { request: ({ method, params }) => rpc(chain.rpcUrl, method, params) },
      { retryCount: 0 },
    ),
  })
  const optional = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))
  const common = {
    account,
    chain: null,
    chainId: chain.chainId,
    to: transaction.to ?? null,
    value: optional(transaction.value),
    data: transaction.data ?? transaction.input,
    gas: optional(transaction.gas),
    nonce: transaction.nonce === undefined ? undefined : Number(transaction.nonce),
  }
  try {
    const prepared =
      transaction.gasPrice === undefined
        ? await prepareTransactionRequest(client, {
            ...common,
            maxFeePerGas: optional(transaction.maxFeePerGas),
            maxPriorityFeePerGas: optional(transaction.maxPriorityFeePerGas),
          })
        : await prepareTransactionRequest(client, { ...common, gasPrice: BigInt(transaction.gasPrice) })
    const { account: _, ...unsigned } = prepared
    // viem's prepared-request union is typed wider than its serializable one; the fields are the same.
    const signed = await account.signTransaction(unsigned as TransactionSerializable)
    const hash = await rpc(chain.rpcUrl, 'eth_sendRawTransaction', [signed])
    if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
      throw internalError('The chain returned no transaction hash.')
    return hash as Hex
  } catch (error) {
    throw toProviderError(error)
  }
}

// viem wraps the node's error (e.g. insufficient funds); dapps need the node's code, not viem's wrapper.
function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const cause = error.walk((inner) => inner instanceof ProviderRpcError)
    if (cause instanceof ProviderRpcError) return cause
    return internalError(error.shortMessage)
  }
  return internalError((error as Error).message)
}
