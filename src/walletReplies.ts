import { isEvmAddress } from './address.ts'
import { BaseError } from './baseError.ts'
import { parseEvmChainId } from './networks.ts'
import { z } from './zod.ts'

/** A wallet answered with something that is not what the method promises. */
export class InvalidWalletReplyError extends BaseError {
  override name = 'InvalidWalletReplyError'
  constructor(method: string, details: string) {
    super('The wallet sent an invalid reply.', { details: `${method}: ${details}` })
  }
}

const evmAccounts = z.array(z.string().check(z.refine(isEvmAddress, 'not an EVM address')))

/** Checks an eth_accounts / eth_requestAccounts reply. */
export function parseEvmAccounts(method: string, reply: unknown): string[] {
  const result = evmAccounts.safeParse(reply)
  if (!result.success) throw new InvalidWalletReplyError(method, result.error.issues[0]?.message ?? 'invalid')
  return result.data
}

/** Checks an eth_chainId reply and returns the chain id as a number. */
export function parseEvmChainIdReply(reply: unknown): number {
  if (typeof reply !== 'string' && typeof reply !== 'number') {
    throw new InvalidWalletReplyError('eth_chainId', 'not a chain id')
  }
  try {
    return parseEvmChainId(reply)
  } catch (error) {
    throw new InvalidWalletReplyError(
      'eth_chainId',
      error instanceof Error ? error.message : 'not a chain id',
    )
  }
}

/** Checks a signature: 0x-prefixed hex. */
export function parseHexReply(method: string, reply: unknown): `0x${string}` {
  if (typeof reply === 'string' && /^0x[0-9a-fA-F]*$/.test(reply)) return reply as `0x${string}`
  throw new InvalidWalletReplyError(method, 'not hex data')
}
