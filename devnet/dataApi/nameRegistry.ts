import { type Address, getAddress, isAddress, isHex, verifyMessage } from 'viem'
import { registerNameMessageSchema } from '../../src/nameMessage.ts'
import { isValidNameLabel } from '../../src/names.ts'
import { z } from '../../src/zod.ts'
import type { DevnetName } from './catalog.ts'

/** How far a signed registration's timestamp may lie from the API's clock, in seconds (replays expire). */
export const REGISTRATION_WINDOW_S = 600

/** What POST /v1/profile/account takes (spec part 7). */
const registrationSchema = z.object({
  coin_type: z.int(),
  address: z.string(),
  message: z.string().check(z.maxLength(1000)),
  signature: z.string(),
})

/** A refusal, with the status and the reason the API answers with. */
export type Refusal = { status: number; reason: string }

/** The names the API answers from: the seeded ones and those registered since, newest first. */
export type NameRegistry = {
  /** Names near `label` in `zone`, each with whether it is taken. */
  suggest(label: string, zone: string): { name: string; registered: boolean }[]
  /** Checks and stores a signed registration; the new owner, or why not. */
  register(body: unknown): Promise<{ owner: DevnetName } | Refusal>
  /** Forgets every registration (the seeded names stay); the devnet control's `reset` of the data API. */
  reset(): void
}

export type CreateNameRegistryParameters = {
  /** The live list the routes read (forward, reverse and identity lookups): registrations go in at its head. */
  names: DevnetName[]
  /** The zones names may be registered in. */
  zones: readonly string[]
  /** Coin types of the chains the API serves (the chain id with the high bit set, ENSIP-11). */
  coinTypes: () => readonly number[]
  /** Seconds since 1970, the API's clock. */
  now: () => number
}

/**
 * The devnet's name service: a registration must be signed (EIP-191, checked with viem) by the address it
 * names, be recent (the signed timestamp within REGISTRATION_WINDOW_S), name a coin type of a served chain and
 * a free, valid name in a known zone. The same address registering the same name again is accepted.
 */
export function createNameRegistry(p: CreateNameRegistryParameters): NameRegistry {
  const seeded = new Set(p.names)
  const find = (name: string) => p.names.find((n) => n.name === name)
  return {
    suggest(label, zone) {
      const base = label.toLowerCase()
      const candidates = [base, `${base}-wallet`, `${base}-dev`, `my-${base}`, `${base}1`]
      return candidates.map((c) => ({ name: `${c}.${zone}`, registered: !!find(`${c}.${zone}`) }))
    },
    async register(body) {
      const parsed = registrationSchema.safeParse(body)
      if (!parsed.success) return refuse(400, 'Expected { coin_type, address, message, signature }')
      const { coin_type: coinType, address, message, signature } = parsed.data
      if (!isAddress(address, { strict: false })) return refuse(400, 'Invalid address')
      if (!p.coinTypes().includes(coinType)) return refuse(400, `Unsupported coin type ${coinType}`)
      let signed: z.output<typeof registerNameMessageSchema>
      try {
        signed = registerNameMessageSchema.parse(JSON.parse(message))
      } catch {
        return refuse(400, 'Invalid message')
      }
      if (Math.abs(p.now() - signed.timestamp) > REGISTRATION_WINDOW_S)
        return refuse(400, 'Registration message expired')
      const [label = '', ...rest] = signed.name.split('.')
      const zone = rest.join('.')
      if (!p.zones.includes(zone)) return refuse(400, `Unsupported zone ${zone}`)
      if (!isValidNameLabel(label) || label !== label.toLowerCase()) return refuse(400, 'Invalid name')
      const owner = getAddress(address)
      const valid =
        isHex(signature) && (await verifyMessage({ address: owner, message, signature }).catch(() => false))
      if (!valid) return refuse(401, 'Invalid signature')
      const taken = find(signed.name)
      if (taken && taken.address.toLowerCase() !== owner.toLowerCase())
        return refuse(409, 'Name is already registered')
      if (taken) return { owner: taken }
      const entry: DevnetName = { name: signed.name, address: owner as Address, avatar: '', bio: '' }
      p.names.unshift(entry)
      return { owner: entry }
    },
    reset() {
      const kept = p.names.filter((n) => seeded.has(n))
      p.names.splice(0, p.names.length, ...kept)
    },
  }
}

function refuse(status: number, reason: string): Refusal {
  return { status, reason }
}
