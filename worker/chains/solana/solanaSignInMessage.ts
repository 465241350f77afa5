import type { SignInMessageInput } from '../../../src/siwx.ts'

/**
 * The Sign In With Solana text of a sign-in: EIP-4361's lines for a Solana account, the chain named by its CAIP-2
 * id (CAIP-122). No library for it is kept here; its fields are the ones EIP-4361's are.
 */
export function solanaSignInMessage(input: SignInMessageInput): string {
  const lines = [
    `${input.domain} wants you to sign in with your Solana account:`,
    input.address,
    '',
    ...(input.statement ? [input.statement, ''] : []),
    `URI: ${input.uri}`,
    'Version: 1',
    `Chain ID: solana:${input.chainReference}`,
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt.toISOString()}`,
    `Expiration Time: ${input.expiresAt.toISOString()}`,
  ]
  return lines.join('\n')
}
