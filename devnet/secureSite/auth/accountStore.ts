import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { z } from '../../zod.ts'

const sealed = z.object({ iv: z.string(), data: z.string() })

const walletSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  /** The private key under AES-GCM with the account's unwrap secret, encrypted in the frame. */
  wrappedKey: z.string(),
  iv: z.string(),
})

const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  devices: z.array(z.string()),
  /** A social login's account: the provider, its subject id and the username it gave ('' e-mail then). */
  social: z.optional(z.object({ provider: z.string(), subject: z.string(), userName: z.string() })),
  /** The account's unwrap secret, sealed with the site's master key; made at first login. */
  sealedSecret: z.optional(sealed),
  wallet: z.optional(walletSchema),
  createdAt: z.number(),
})
export type Account = z.infer<typeof accountSchema>

const sessionSchema = z.object({
  /** sha256 of the bearer token: a leaked store file does not give live sessions. */
  tokenHash: z.string(),
  accountId: z.string(),
  deviceId: z.string(),
  expiresAt: z.number(),
})
export type Session = z.infer<typeof sessionSchema>

const storeSchema = z.object({
  version: z.literal(1),
  accounts: z.array(accountSchema),
  sessions: z.array(sessionSchema),
})
export type StoreData = z.infer<typeof storeSchema>

/** The secure site's accounts and sessions, written through to one JSON file (or kept in memory). */
export type AccountStore = {
  readonly data: StoreData
  /** Writes the current data to the file (atomically, by rename). */
  save(): void
}

/** Loads the store from `file` (missing: starts empty); a file that fails validation throws instead of being overwritten. */
export function createAccountStore(file?: string): AccountStore {
  let data: StoreData = { version: 1, accounts: [], sessions: [] }
  if (file && existsSync(file)) {
    const parsed = storeSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    if (parsed.success) data = parsed.data
    else throw new Error(`The secure site's store ${file} is not valid: ${parsed.error.message}`)
  }
  return {
    data,
    save() {
      if (!file) return
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(`${file}.tmp`, JSON.stringify(data, null, 2))
      renameSync(`${file}.tmp`, file)
    },
  }
}
