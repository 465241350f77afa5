import { ed25519 } from '@noble/curves/ed25519'
import {
  type CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import bs58 from 'bs58'
import { invalidParams } from './rpcErrors.ts'

/** The largest transaction a Solana packet carries (PACKET_DATA_SIZE). */
export const MAX_TRANSACTION_BYTES = 1232

/** A legacy or v0 message (clusters do not run v1 transactions yet) with its recent blockhash. */
export type DecodedMessage = Extract<CompiledTransactionMessage, { version: 'legacy' | 0 }> & {
  lifetimeToken: string
}

/** A transaction from the wire, decoded far enough to check it and to run it in LiteSVM. */
export type WireTransaction = {
  transaction: Transaction
  message: DecodedMessage
  /** The fee payer's signature in base58: the transaction's id. */
  signature: string
  /** Every required signer with its signature (null when missing), in message order. */
  signers: { address: string; signature: Uint8Array | null }[]
  blockhash: string
}

const ZERO_SIGNATURE = new Uint8Array(64)

/** Decodes wire bytes (legacy or v0); malformed bytes give Solana's `invalid transaction` error. */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  if (bytes.length > MAX_TRANSACTION_BYTES) {
    throw invalidParams(
      `invalid transaction: too large: ${bytes.length} bytes (max: ${MAX_TRANSACTION_BYTES})`,
    )
  }
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(bytes)
  } catch (error) {
    throw invalidParams(`invalid transaction: ${(error as Error).message}`)
  }
  const message = decodeMessage(new Uint8Array(transaction.messageBytes), 'invalid transaction')
  const signers = Object.entries(transaction.signatures).map(([address, signature]) => ({
    address,
    signature: signature ?? null,
  }))
  const [feePayer] = signers
  if (!feePayer) throw invalidParams('invalid transaction: it has no signers')
  return {
    transaction,
    message,
    signature: bs58.encode(feePayer.signature ?? ZERO_SIGNATURE),
    signers,
    blockhash: message.lifetimeToken,
  }
}

/** Decodes a compiled message; anything else than exactly one legacy or v0 message is a -32602. */
export function decodeMessage(bytes: Uint8Array, what = 'invalid message'): DecodedMessage {
  try {
    const [message, end] = getCompiledTransactionMessageDecoder().read(bytes, 0)
    // Trailing bytes would be signed along with the message by a careless client; refuse them outright.
    if (end !== bytes.length) throw new Error('trailing bytes after the message')
    if (message.version !== 'legacy' && message.version !== 0) {
      throw new Error(`unsupported transaction version ${message.version}`)
    }
    return message
  } catch (error) {
    throw invalidParams(`${what}: ${(error as Error).message}`)
  }
}

/** Whether every required signature is present and verifies against the message. */
export function hasValidSignatures(wire: WireTransaction): boolean {
  return wire.signers.every(({ address, signature }) => {
    if (signature === null) return false
    try {
      return ed25519.verify(signature, new Uint8Array(wire.transaction.messageBytes), bs58.decode(address))
    } catch {
      // noble throws on bytes that are not a curve point: that is a failed verification too.
      return false
    }
  })
}
