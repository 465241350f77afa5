import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { SignInMessageInput } from '../../../src/siwx.ts'

/** The EIP-4361 (Sign-In With Ethereum) text of a sign-in, as viem writes it. */
export function evmSignInMessage(input: SignInMessageInput): string {
  return createSiweMessage({
    domain: input.domain,
    uri: input.uri,
    // EIP-4361 wants the checksummed address; wallets may report it in lower case.
    address: getAddress(input.address),
    chainId: Number(input.chainReference),
    nonce: input.nonce,
    version: '1',
    issuedAt: input.issuedAt,
    expirationTime: input.expiresAt,
    ...(input.statement ? { statement: input.statement } : {}),
  })
}
