import { stringToHex } from 'viem'
import { InvalidWalletReplyError } from '../../../src/walletReplies.ts'
import { toWalletError } from '../../walletErrors.ts'
import type { AskWallet } from '../chainAdapter.ts'

// 65 bytes for a key's signature; a smart account's (ERC-1271, ERC-6492) is longer, never shorter.
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){65,}$/

/** personal_sign of `message` as `address` (EIP-191); the wallet's reply must be a hex signature. */
export async function signEvmMessage({
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
    reply = await ask('personal_sign', [stringToHex(message), address])
  } catch (error) {
    throw toWalletError(error)
  }
  if (typeof reply !== 'string' || !SIGNATURE.test(reply))
    throw new InvalidWalletReplyError('personal_sign', 'not a signature')
  return reply
}
