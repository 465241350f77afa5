import { RPC_TIMEOUT_MS } from '../../../src/constants.ts'
import { assertValidParams } from '../../../src/rpcParams.ts'
import { parseSolanaSignature, SOLANA_WALLET_METHODS } from '../../../src/solana.ts'
import { withTimeout } from '../../../src/withTimeout.ts'
import { trackEvent } from '../../actions/trackEvent.ts'
import type { Core } from '../../core.ts'
import { toWalletError } from '../../walletErrors.ts'
import type { SendTransferParameters, SentTransfer } from '../chainAdapter.ts'
import type { PreparedTransfer } from '../preparedTransfer.ts'
import type { SolanaTransfer } from './buildSolanaTransfer.ts'
import { confirmSolanaTransaction } from './confirmSolanaTransaction.ts'
import { getSolanaConnection } from './getSolanaConnection.ts'

const METHOD = SOLANA_WALLET_METHODS.signAndSendTransaction

/**
 * Solana's send (spec part 4: a transaction with the value, then refresh and reset): the wallet signs and
 * sends the prepared transfer, then the core waits for the signature to be confirmed before it reports
 * success. A send it cannot confirm is TransactionNotConfirmedError with its signature, never a failure.
 */
export async function sendSolanaTransfer(
  core: Core,
  { ask, prepared, symbol, amount }: SendTransferParameters,
): Promise<SentTransfer> {
  const { caipNetworkId } = prepared
  const built = prepared.transaction
  if (!isSolanaTransfer(built)) throw new TypeError('Not a transfer prepared by the solana adapter')
  // The core asks for preflight at 'confirmed', the commitment it then waits for.
  const params = { transaction: built.transaction, sendOptions: { preflightCommitment: 'confirmed' } }
  assertValidParams(METHOD, params)
  let reply: unknown
  try {
    reply = await ask(METHOD, params, caipNetworkId)
  } catch (error) {
    throw toWalletError(error)
  }
  const signature = parseSolanaSignature(METHOD, reply)
  await confirmSolanaTransaction(core, {
    caipNetworkId,
    signature,
    lastValidBlockHeight: built.lastValidBlockHeight,
  })
  trackEvent(core, {
    event: 'SEND_SUCCESS',
    properties: { isSmartAccount: false, token: symbol, amount, network: caipNetworkId },
  })
  return { hash: signature, confirmed: true }
}

/** Whether the prepared transfer's blockhash is still valid on its cluster, so the wallet can send it as built. */
export async function isSolanaTransferCurrent(core: Core, prepared: PreparedTransfer): Promise<boolean> {
  const built = prepared.transaction
  if (!isSolanaTransfer(built)) return false
  try {
    const connection = await getSolanaConnection(core, prepared.caipNetworkId)
    const { value } = await withTimeout(
      connection.isBlockhashValid(built.blockhash, { commitment: 'confirmed' }),
      RPC_TIMEOUT_MS,
      'checking the blockhash',
      core.deps.clock,
    )
    return value
  } catch {
    return false
  }
}

// The prepared transaction is opaque outside its adapter; this one must have been built by buildSolanaTransfer.
function isSolanaTransfer(value: unknown): value is SolanaTransfer {
  if (typeof value !== 'object' || value === null) return false
  const { transaction, blockhash, lastValidBlockHeight } = value as Partial<
    Record<keyof SolanaTransfer, unknown>
  >
  return (
    typeof transaction === 'string' &&
    typeof blockhash === 'string' &&
    typeof lastValidBlockHeight === 'number'
  )
}
