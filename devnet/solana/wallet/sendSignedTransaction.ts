import { getBase64Decoder } from '@solana/kit'
import bs58 from 'bs58'
import { internalError } from '../../wallet/providerErrors.ts'
import type { Rpc } from '../../wallet/rpc.ts'
import { z } from '../../zod.ts'

export type SendSignedTransactionParameters = {
  rpc: Rpc
  rpcUrl: string
  signed: Uint8Array
  options?:
    | {
        preflightCommitment?: string | undefined
        minContextSlot?: number | undefined
        skipPreflight?: boolean | undefined
        maxRetries?: number | undefined
        /** When set, wait until the transaction reaches it (and fail if it failed on chain). */
        commitment?: 'processed' | 'confirmed' | 'finalized' | undefined
      }
    | undefined
  pollIntervalMs: number
  /** How long to wait for `commitment`. */
  timeoutMs?: number | undefined
}

const signatureReply = z.string().refine((value) => bs58.decodeUnsafe(value)?.length === 64)
const statusReply = z.object({
  value: z.tuple([
    z
      .object({
        err: z.unknown(),
        confirmationStatus: z.enum(['processed', 'confirmed', 'finalized']).nullable(),
      })
      .nullable(),
  ]),
})
const RANK = { processed: 0, confirmed: 1, finalized: 2 } as const

/**
 * Sends signed wire bytes to the node (the node's own errors, e.g. a failed preflight, reach the dapp with
 * their code and message) and returns the 64-byte signature.
 */
export async function sendSignedTransaction({
  rpc,
  rpcUrl,
  signed,
  options = {},
  pollIntervalMs,
  timeoutMs = 30_000,
}: SendSignedTransactionParameters): Promise<Uint8Array> {
  const { commitment, ...sendOptions } = options
  const config = Object.fromEntries(Object.entries(sendOptions).filter(([, value]) => value !== undefined))
  const reply = await rpc(rpcUrl, 'sendTransaction', [
    getBase64Decoder().decode(signed),
    { ...config, encoding: 'base64' },
  ])
  const parsed = signatureReply.safeParse(reply)
  if (!parsed.success) throw internalError(`${rpcUrl} answered sendTransaction without a valid signature.`)
  if (commitment)
    await waitForCommitment({ rpc, rpcUrl, signature: parsed.data, commitment, pollIntervalMs, timeoutMs })
  return bs58.decode(parsed.data)
}

async function waitForCommitment(p: {
  rpc: Rpc
  rpcUrl: string
  signature: string
  commitment: keyof typeof RANK
  pollIntervalMs: number
  timeoutMs: number
}): Promise<void> {
  const deadline = Date.now() + p.timeoutMs
  while (Date.now() < deadline) {
    const reply = statusReply.safeParse(await p.rpc(p.rpcUrl, 'getSignatureStatuses', [[p.signature]]))
    const status = reply.success ? reply.data.value[0] : null
    if (status?.confirmationStatus && RANK[status.confirmationStatus] >= RANK[p.commitment]) {
      if (status.err !== null) {
        throw internalError(`Transaction ${p.signature} failed on chain: ${JSON.stringify(status.err)}`, {
          signature: p.signature,
          err: status.err,
        })
      }
      return
    }
    await new Promise((resolve) => setTimeout(resolve, p.pollIntervalMs))
  }
  throw internalError(`Transaction ${p.signature} was not ${p.commitment} within ${p.timeoutMs / 1000} s.`, {
    signature: p.signature,
  })
}
