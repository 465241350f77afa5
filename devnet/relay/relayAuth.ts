import { createPublicKey, verify } from 'node:crypto'
import { z } from 'zod'

/** Why a client's `auth` token was refused. */
export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
// did:key of an Ed25519 key: multibase 'z' (base58btc) over the multicodec prefix 0xed 0x01 and 32 key bytes.
const ED25519_PREFIX = [0xed, 0x01]

const headerSchema = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
const payloadSchema = z.object({
  iss: z.string().startsWith('did:key:z'),
  sub: z.string().min(1),
  aud: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
})

/** The claims of a verified relay token; `iss` (the client's did:key) identifies the client. */
export type RelayClaims = z.output<typeof payloadSchema>

/**
 * Verifies the EdDSA JWT a WalletConnect client signs with its client key (the `auth` query
 * parameter): shape, expiry and the Ed25519 signature by the key named in `iss`.
 */
export function verifyRelayToken(token: string, nowSeconds: number): RelayClaims {
  const parts = token.split('.')
  if (parts.length !== 3) throw new RelayAuthError('auth is not a JWT')
  const [header, payload, signature] = parts as [string, string, string]
  const claims = payloadSchema.safeParse(decodeJson(payload))
  if (!headerSchema.safeParse(decodeJson(header)).success || !claims.success)
    throw new RelayAuthError('auth has unexpected claims')
  if (claims.data.exp < nowSeconds) throw new RelayAuthError('auth has expired')
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: publicKeyOf(claims.data.iss).toString('base64url') },
    format: 'jwk',
  })
  const valid = verify(null, Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))
  if (!valid) throw new RelayAuthError('auth signature does not verify')
  return claims.data
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

function publicKeyOf(did: string): Buffer {
  const bytes = decodeBase58(did.slice('did:key:z'.length))
  if (bytes.length !== 34 || bytes[0] !== ED25519_PREFIX[0] || bytes[1] !== ED25519_PREFIX[1])
    throw new RelayAuthError('iss is not an Ed25519 did:key')
  return bytes.subarray(2)
}

function decodeBase58(text: string): Buffer {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) throw new RelayAuthError('iss is not base58')
    value = value * 58n + BigInt(digit)
  }
  const hex = value === 0n ? '' : value.toString(16)
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
  const leadingZeros = text.length - text.replace(/^1+/, '').length
  return Buffer.concat([Buffer.alloc(leadingZeros), body])
}
