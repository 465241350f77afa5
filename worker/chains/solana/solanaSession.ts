import { InvalidRequestParamsError } from '../../../src/errors.ts'
import {
  parseSolanaSignature,
  parseSolanaSignedTransaction,
  solanaRequestParamsSchemas,
} from '../../../src/solana.ts'
import { SOLANA_WALLET_METHODS } from '../../../src/solanaChains.ts'
import type { WalletSessionSupport } from '../chainAdapter.ts'

// The signing methods a session sends, each with its reply's check.
const SIGNING: Record<string, (method: string, reply: unknown) => unknown> = {
  [SOLANA_WALLET_METHODS.signMessage]: (method, reply) => ({
    signature: parseSolanaSignature(method, reply),
  }),
  [SOLANA_WALLET_METHODS.signAndSendTransaction]: (method, reply) => ({
    signature: parseSolanaSignature(method, reply),
  }),
  [SOLANA_WALLET_METHODS.signTransaction]: parseSolanaSignedTransaction,
}

const ACCOUNTS: ReadonlySet<string> = new Set([
  SOLANA_WALLET_METHODS.requestAccounts,
  SOLANA_WALLET_METHODS.getAccounts,
])

/**
 * The solana namespace over a remote wallet session: it signs; its accounts come from the session itself, so
 * solana_requestAccounts / solana_getAccounts are answered by the core (`[{ pubkey }]`) and not asked for. The
 * cluster has no session events (a Solana wallet has no current chain).
 */
export const solanaSession: WalletSessionSupport = {
  methods: Object.keys(SIGNING),
  events: [],
  answer: (method, { addresses }) =>
    ACCOUNTS.has(method) ? { reply: addresses.map((pubkey) => ({ pubkey })) } : undefined,
  checkParams(method, params) {
    const schema = solanaRequestParamsSchemas[method as keyof typeof solanaRequestParamsSchemas]
    if (!schema) throw new InvalidRequestParamsError(method, 'not a method the session signs')
    const checked = schema.safeParse(params)
    if (checked.success) return checked.data
    const issue = checked.error.issues[0]
    throw new InvalidRequestParamsError(
      method,
      `${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'invalid'}`,
    )
  },
  checkReply: (method, reply) => SIGNING[method]?.(method, reply) ?? reply,
}
