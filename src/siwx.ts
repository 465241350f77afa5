import { caipNetworkIdSchema } from './caip.ts'
import type { CaipNetworkId } from './types.ts'

export type { SiwxHostMethod } from './types.ts'

import { z } from './zod.ts'

// Sign-In With X (CAIP-122): after a connect the person signs a message naming the site, the account, the chain, a
// nonce from the host and the session's times; the host's server checks it. The host's callbacks run in its tabs
// (functions cannot cross to the core); the core keeps only what they decided.

/** The account a sign-in is for. */
export type SiwxAccount = { caipNetworkId: CaipNetworkId; address: string }

/** A signed-in session as the host's `verify` gets it and the core keeps it (times in ms since the epoch). */
export type SiwxSession = SiwxAccount & {
  /** The CAIP-122 text the wallet signed (EIP-4361 on eip155, Sign In With Solana on solana). */
  message: string
  /** 0x hex on eip155, base58 on solana. */
  signature: string
  issuedAt: number
  expiresAt: number
}

/** The host's Sign-In With X option (spec part 3 'siwx'). */
export type SiwxOptions = {
  /** A fresh nonce from the host's server for this account: at least 8 letters or digits (EIP-4361). */
  getNonce(account: SiwxAccount): Promise<string>
  /** Hands the signed message to the host's server; true when it accepts it as a session. */
  verify(session: SiwxSession): Promise<boolean>
  /** Tells the host's server a session ended (the person disconnected). */
  revoke?(account: SiwxAccount): Promise<void>
  /** A sentence the message shows the person. */
  statement?: string
  /** Whether a connection needs a signed-in session: refusing to sign then disconnects (default true). */
  required?: boolean
  /** How long a session lasts, in seconds (default one day). */
  expiresIn?: number
}

/** EIP-4361's nonce: at least 8 letters or digits. */
export const siwxNonceSchema = z
  .string()
  .check(z.regex(/^[a-zA-Z0-9]{8,128}$/, 'The nonce must be 8 to 128 letters or digits'))

/** A stored session, checked on every read: one per chain (src/records.ts siwxSessionRecord). */
export const siwxSessionSchema = z.object({
  caipNetworkId: caipNetworkIdSchema,
  address: z.string().check(z.minLength(1), z.maxLength(200)),
  message: z.string().check(z.minLength(1), z.maxLength(5_000)),
  signature: z.string().check(z.minLength(1), z.maxLength(2_000)),
  issuedAt: z.number().check(z.nonnegative()),
  expiresAt: z.number().check(z.nonnegative()),
})

/** A signed-in account as every tab sees it; `caipAddress` is the connection's (the loader matches it as it is). */
export type SiwxSessionView = SiwxAccount & { caipAddress: string; expiresAt: number }

/** The view of a session. */
export function sessionView({
  caipNetworkId,
  address,
  expiresAt,
}: SiwxAccount & { expiresAt: number }): SiwxSessionView {
  return { caipNetworkId, address, caipAddress: `${caipNetworkId}:${address}`, expiresAt }
}

/** The active account waiting to sign in; `ownPrompt`: its wallet asks the person itself (else ApproveTransaction does). */
export type SiwxRequestView = SiwxAccount & { ownPrompt: boolean }

/** The input of a namespace's sign-in text (worker/chains ChainAdapter.createSignInMessage). */
export type SignInMessageInput = {
  /** The site's host (`example.com:8080`) and its origin. */
  domain: string
  uri: string
  address: string
  /** The chain's CAIP-2 reference (`1`, a Solana genesis hash prefix). */
  chainReference: string
  nonce: string
  statement?: string | undefined
  issuedAt: Date
  expiresAt: Date
}

// EVM addresses are hex whatever their case (a checksummed and a lower-case one are the same account); base58 is not.
const sameAddress = (a: string, b: string) =>
  a === b || (a.startsWith('0x') && b.startsWith('0x') && a.toLowerCase() === b.toLowerCase())

/** Whether `session` signs in `account` at time `now`. */
export function isSessionFor(
  session: SiwxSessionView | undefined,
  account: SiwxAccount,
  now: number,
): boolean {
  return (
    !!session &&
    session.caipNetworkId === account.caipNetworkId &&
    sameAddress(session.address, account.address) &&
    session.expiresAt > now
  )
}
