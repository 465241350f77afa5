import { safeImageUrl, safeWalletLink } from './walletLink.ts'
import { z } from './zod.ts'

// The link rules of walletLink.ts as zod schemas, for records and wire formats. Kept apart so the UI, which opens
// links but has no zod, imports the rules alone.

/** A stored or received wallet link: kept when safe, else read as absent (the rest of the entry stays good). */
export const walletLinkSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((raw) => safeWalletLink(raw)),
  ),
)

/** A wallet link that must be safe: an unsafe one is an issue (the value is refused), not dropped. */
export const requiredWalletLinkSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((raw) => safeWalletLink(raw)),
  ),
  z.string({ error: 'Not a wallet link that may be opened' }),
)

/** A stored or received icon address: kept when safe, else read as absent. */
export const imageUrlSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((raw) => safeImageUrl(raw)),
  ),
)

/**
 * A stored list whose bad entries are skipped and good ones kept: one corrupt or unsafe entry must not cost the
 * person the rest.
 */
export function goodEntries<S extends z.ZodMiniType>(entry: S) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items) =>
      items.flatMap((item) => {
        const result = entry.safeParse(item)
        return result.success ? [result.data as z.output<S>] : []
      }),
    ),
  )
}
