import bs58 from 'bs58'
import { SOLANA_WALLET_METHODS } from '../../../src/solanaChains.ts'
import { InvalidWalletReplyError } from '../../../src/walletReplies.ts'
import { z } from '../../../src/zod.ts'
import { toWalletError } from '../../walletErrors.ts'
import type { AskWallet } from '../chainAdapter.ts'

// An ed25519 signature: 64 bytes, 86 to 88 base58 characters.
const replySchema = z.object({ signature: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)) })

/** solana_signMessage of `message` (UTF-8 text) as `address`; the wallet's reply must be a base58 signature. */
export async function signSolanaMessage({
  ask,
  address,
  message,
}: {
  ask: AskWallet
  address: string
  message: string
}): Promise<string> {
  let reply: unknown
  try {
    reply = await ask(SOLANA_WALLET_METHODS.signMessage, {
      message: bs58.encode(new TextEncoder().encode(message)),
      pubkey: address,
    })
  } catch (error) {
    throw toWalletError(error)
  }
  const parsed = replySchema.safeParse(reply)
  if (!parsed.success) throw new InvalidWalletReplyError(SOLANA_WALLET_METHODS.signMessage, 'not a signature')
  return parsed.data.signature
}
