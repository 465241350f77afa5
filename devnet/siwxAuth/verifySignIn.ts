import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { createPublicClient, getAddress, type Hex, http, isAddress } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'

/** A sign-in as a host's server gets it: the account, the text the wallet signed and its signature. */
export type SignInAttempt = { caipNetworkId: string; address: string; message: string; signature: string }

/** What the message said, once its signature checked out. */
export type VerifiedSignIn = { caipNetworkId: string; address: string; nonce: string; expiresAt: number }

/** Where the server checks a sign-in: its own host names, the chains' RPCs (smart accounts), and its clock. */
export type VerifyContext = {
  domains: ReadonlySet<string>
  rpcUrls: ReadonlyMap<number, string>
  now: () => number
}

/** Why a sign-in is refused, as the server answers it. */
export class SignInRefused extends Error {
  override name = 'SignInRefused'
}

/**
 * Checks a sign-in the way a host's server should: the message names this server's domain, the account and chain
 * it claims, has not expired, and the signature is the account's. EIP-4361 through viem's SIWE helpers; Sign In
 * With Solana by its lines and an ed25519 check of the UTF-8 text.
 */
export async function verifySignIn(ctx: VerifyContext, attempt: SignInAttempt): Promise<VerifiedSignIn> {
  const [namespace, reference] = attempt.caipNetworkId.split(':')
  if (namespace === 'eip155') return verifyEvm(ctx, attempt, Number(reference))
  if (namespace === 'solana') return verifySolana(ctx, attempt)
  throw new SignInRefused(`Unsupported chain ${attempt.caipNetworkId}`)
}

async function verifyEvm(
  ctx: VerifyContext,
  attempt: SignInAttempt,
  chainId: number,
): Promise<VerifiedSignIn> {
  if (!isAddress(attempt.address)) throw new SignInRefused('Not an EVM address')
  if (!/^0x[0-9a-fA-F]+$/.test(attempt.signature)) throw new SignInRefused('Not a hex signature')
  const fields = parseSiweMessage(attempt.message)
  if (fields.chainId !== chainId) throw new SignInRefused('The message is for another chain')
  if (!fields.domain || !ctx.domains.has(fields.domain))
    throw new SignInRefused('The message is for another site')
  if (!fields.nonce) throw new SignInRefused('The message has no nonce')
  const rpcUrl = ctx.rpcUrls.get(chainId)
  if (!rpcUrl) throw new SignInRefused(`Unknown chain ${chainId}`)
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  const valid = await verifySiweMessage(client, {
    message: attempt.message,
    signature: attempt.signature as Hex,
    address: getAddress(attempt.address),
    domain: fields.domain,
    time: new Date(ctx.now()),
  })
  if (!valid) throw new SignInRefused('The signature is not the account’s, or the message has expired')
  return {
    caipNetworkId: attempt.caipNetworkId,
    address: getAddress(attempt.address),
    nonce: fields.nonce,
    expiresAt: fields.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY,
  }
}

// EIP-4361's layout with "Solana account" (Sign In With Solana); the statement is optional.
const SIWS =
  /^(?<domain>[^\n]+) wants you to sign in with your Solana account:\n(?<address>[1-9A-HJ-NP-Za-km-z]{32,44})\n\n(?:[^\n]*\n\n)?URI: [^\n]+\nVersion: 1\nChain ID: (?<chain>[^\n]+)\nNonce: (?<nonce>[a-zA-Z0-9]{8,})\nIssued At: (?<issuedAt>[^\n]+)\nExpiration Time: (?<expiresAt>[^\n]+)$/

function verifySolana(ctx: VerifyContext, attempt: SignInAttempt): VerifiedSignIn {
  const fields = SIWS.exec(attempt.message)?.groups
  if (!fields) throw new SignInRefused('Not a Sign In With Solana message')
  if (fields.address !== attempt.address) throw new SignInRefused('The message is for another account')
  if (fields.chain !== attempt.caipNetworkId) throw new SignInRefused('The message is for another chain')
  if (!fields.domain || !ctx.domains.has(fields.domain))
    throw new SignInRefused('The message is for another site')
  const expiresAt = Date.parse(fields.expiresAt ?? '')
  if (!(expiresAt > ctx.now())) throw new SignInRefused('The message has expired')
  let valid = false
  try {
    valid = ed25519.verify(
      bs58.decode(attempt.signature),
      new TextEncoder().encode(attempt.message),
      bs58.decode(attempt.address),
    )
  } catch {
    valid = false
  }
  if (!valid) throw new SignInRefused('The signature is not the account’s')
  return {
    caipNetworkId: attempt.caipNetworkId,
    address: attempt.address,
    nonce: fields.nonce ?? '',
    expiresAt,
  }
}
