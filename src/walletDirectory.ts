import { displayString } from './displayTextSchema.ts'
import type { CoreText } from './messages/coreText.ts'
import { imageUrlSchema, walletLinkSchema } from './walletLinkSchemas.ts'
import { z } from './zod.ts'

// A link a wallet entry may carry: a web address or an app scheme, never script or data URLs. An unusable link
// is dropped; the rest of the wallet entry is still good.
const linkSchema = walletLinkSchema

/** One wallet of a `getWallets` reply (spec part 3 'Wallet'); extra fields of the service are ignored. */
export const directoryWalletSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  name: z.pipe(z.string().check(z.minLength(1), z.maxLength(200)), displayString('name')),
  image_id: z.nullish(z.string().check(z.maxLength(200))),
  image_url: z.nullish(z.url({ protocol: /^https?$/ })),
  mobile_link: linkSchema,
  desktop_link: linkSchema,
  webapp_link: linkSchema,
  rdns: z.nullish(z.string().check(z.maxLength(200))),
  chains: z.nullish(z.array(z.string())),
  badge_type: z.nullish(z.string()),
})

/** The `GET /getWallets` reply (spec part 7): `data` and `count`. */
export const getWalletsReplySchema = z.object({
  count: z.int().check(z.nonnegative()),
  data: z.array(directoryWalletSchema),
})

/** A wallet as the modal shows it. */
export type WalletEntry = {
  id: string
  name: string
  imageUrl?: string | undefined
  imageId?: string | undefined
  mobileLink?: string | undefined
  desktopLink?: string | undefined
  webappLink?: string | undefined
  rdns?: string | undefined
  chains: string[]
  badge: 'certified' | 'none'
  /** From the host's customWallets, not the directory. */
  custom?: boolean | undefined
}

/**
 * Schema of a stored WalletEntry (cached pages are checked on read like any other record): its links and icon are
 * checked again, so a link stored by an older build or written by anyone else is never opened unchecked.
 */
export const walletEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.pipe(displayString('name'), z.string().check(z.minLength(1))),
  imageUrl: imageUrlSchema,
  imageId: z.optional(z.string()),
  mobileLink: walletLinkSchema,
  desktopLink: walletLinkSchema,
  webappLink: walletLinkSchema,
  rdns: z.optional(z.string()),
  chains: z.array(z.string()),
  badge: z.enum(['certified', 'none']),
  custom: z.optional(z.boolean()),
})

/** A directory wallet (or a host's custom wallet, same shape) as a WalletEntry. */
export function toWalletEntry(w: z.output<typeof directoryWalletSchema>, custom = false): WalletEntry {
  const entry: WalletEntry = {
    id: w.id,
    name: w.name,
    chains: w.chains ?? [],
    badge: w.badge_type === 'certified' ? 'certified' : 'none',
  }
  if (w.image_url) entry.imageUrl = w.image_url
  if (w.image_id) entry.imageId = w.image_id
  if (w.mobile_link) entry.mobileLink = w.mobile_link
  if (w.desktop_link) entry.desktopLink = w.desktop_link
  if (w.webapp_link) entry.webappLink = w.webapp_link
  if (w.rdns) entry.rdns = w.rdns
  if (custom) entry.custom = true
  return entry
}

/** What AllWallets asks for: a page, optionally searched or filtered by badge. */
export type WalletQuery = {
  page: number
  search?: string | undefined
  badge?: 'certified' | undefined
}

/** A page of wallets; `source` says whether it came from the service, from the cache, or nowhere. */
export type WalletPage = {
  wallets: WalletEntry[]
  count: number
  page: number
  source: 'network' | 'cache' | 'none'
  /** Why the service's answer was not used, when it was not (worded by the tab). */
  problem?: CoreText | undefined
}

/** The wallets the Connect view lists from the directory. */
export type WalletSuggestions = {
  featured: WalletEntry[]
  recommended: WalletEntry[]
  custom: WalletEntry[]
  /** How many wallets the directory has in all (for the All Wallets button). */
  count: number
}
