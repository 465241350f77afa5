import { ed25519 } from '@noble/curves/ed25519'
import { address, getTransactionEncoder, signatureBytes } from '@solana/kit'
import { invalidParams } from '../../wallet/providerErrors.ts'
import type { SolanaDevKeypair } from '../devKeypairs.ts'
import { SolanaRpcError } from '../rpcErrors.ts'
import { decodeWireTransaction, type WireTransaction } from '../wireTransaction.ts'

/** Decodes the bytes a dapp asks the wallet to sign; malformed bytes are the dapp's mistake (-32602). */
export function readTransaction(bytes: Uint8Array): WireTransaction {
  try {
    return decodeWireTransaction(bytes)
  } catch (error) {
    if (error instanceof SolanaRpcError) throw invalidParams(`Cannot read the transaction: ${error.message}`)
    throw error
  }
}

/** Refuses a transaction `key` has no part in, before anyone is asked to approve it. */
export function assertSigner(wire: WireTransaction, key: SolanaDevKeypair): void {
  if (!wire.signers.some((signer) => signer.address === key.address)) {
    throw invalidParams(`The transaction does not need a signature from ${key.address}.`)
  }
}

/** Adds `key`'s signature (it must be a required signer) and returns the wire bytes. */
export function signWireTransaction(wire: WireTransaction, key: SolanaDevKeypair): Uint8Array {
  assertSigner(wire, key)
  const messageBytes = wire.transaction.messageBytes
  const signature = signatureBytes(ed25519.sign(new Uint8Array(messageBytes), key.seed))
  const signatures = { ...wire.transaction.signatures, [address(key.address)]: signature }
  return new Uint8Array(getTransactionEncoder().encode({ messageBytes, signatures }))
}
