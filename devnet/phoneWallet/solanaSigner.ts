import { ed25519 } from '@noble/curves/ed25519'
import { getBase64Decoder, getBase64Encoder } from '@solana/kit'
import bs58 from 'bs58'
import { z } from 'zod'
import type { SolanaDevKeypair } from '../solana/devKeypairs.ts'
import { sendSignedTransaction } from '../solana/wallet/sendSignedTransaction.ts'
import { readTransaction, signWireTransaction } from '../solana/wallet/signWireTransaction.ts'
import { createRpc } from '../wallet/rpc.ts'
import { WalletRequestError } from './walletSigner.ts'

/** Solana methods the phone wallet answers over WalletConnect (WalletConnect's JSON-RPC form). */
export const PHONE_WALLET_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
]

const base58 = z.string().refine((s) => bs58.decodeUnsafe(s) !== undefined, 'not base58')
const base64 = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64')
const signMessageParams = z.object({ message: base58, pubkey: z.string() })
const signTransactionParams = z.object({ transaction: base64 })
const signAndSendParams = z.object({
  transaction: base64,
  sendOptions: z
    .object({
      preflightCommitment: z.string().optional(),
      skipPreflight: z.boolean().optional(),
      maxRetries: z.number().int().nonnegative().optional(),
      minContextSlot: z.number().int().nonnegative().optional(),
    })
    .optional(),
})

/** Where the phone wallet sends what it signs: the devnet's Solana node unless told otherwise. */
export type SolanaSignerContext = {
  key: SolanaDevKeypair
  rpcUrl: string
  fetch?: typeof fetch | undefined
  /** A malformed reply instead of a real one ('garbage'): lets the site's checks of wallet replies run. */
  garbage?: boolean | undefined
}

function parse<T>(schema: z.ZodType<T>, method: string, params: unknown): T {
  const result = schema.safeParse(params)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new WalletRequestError(-32602, `${method}: ${issue?.path.join('.') || 'params'}: ${issue?.message}`)
}

// Malformed bytes from the site are its mistake (-32602), as in the Devnet Solana Wallet.
function decodeTransaction(text: string): Uint8Array {
  return new Uint8Array(getBase64Encoder().encode(text))
}

/**
 * Runs a solana_* request with the wallet's one Solana key: signs messages (ed25519 over the base58-decoded
 * bytes), signs transactions, and signs and sends them to the Solana node.
 */
export async function signSolanaRequest(
  { key, rpcUrl, fetch: fetchFn = fetch, garbage = false }: SolanaSignerContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  switch (method) {
    case 'solana_requestAccounts':
    case 'solana_getAccounts':
      return [{ pubkey: key.address }]
    case 'solana_signMessage': {
      const { message, pubkey } = parse(signMessageParams, method, params)
      if (pubkey !== key.address)
        throw new WalletRequestError(4100, `The phone wallet does not hold ${pubkey}`)
      if (garbage) return { signature: bs58.encode(new Uint8Array(12)) }
      return { signature: bs58.encode(ed25519.sign(bs58.decode(message), key.seed)) }
    }
    case 'solana_signTransaction': {
      const { transaction } = parse(signTransactionParams, method, params)
      const signed = signWireTransaction(readTransaction(decodeTransaction(transaction)), key)
      if (garbage) return { signature: bs58.encode(new Uint8Array(12)) }
      return {
        signature: ownSignature(signed, key),
        transaction: getBase64Decoder().decode(signed),
      }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parse(signAndSendParams, method, params)
      const signed = signWireTransaction(readTransaction(decodeTransaction(transaction)), key)
      if (garbage) return { signature: 'not-a-signature' }
      const signature = await sendSignedTransaction({
        rpc: createRpc(fetchFn),
        rpcUrl,
        signed,
        options: sendOptions,
        pollIntervalMs: 100,
      })
      return { signature: bs58.encode(signature) }
    }
    default:
      throw new WalletRequestError(4200, `The phone wallet does not support ${method}`)
  }
}

// The reply names the signature this wallet added (its key's), read back from the signed bytes.
function ownSignature(signed: Uint8Array, key: SolanaDevKeypair): string {
  const wire = readTransaction(signed)
  const own = wire.signers.find((s) => s.address === key.address)?.signature
  if (!own) throw new WalletRequestError(-32603, 'The signed transaction lacks the wallet’s signature')
  return bs58.encode(own)
}
