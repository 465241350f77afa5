import { caipNetworkIdSchema } from './caip.ts'
import { displayString } from './displayTextSchema.ts'
import { NAMESPACES } from './types.ts'
import { imageUrlSchema, requiredWalletLinkSchema } from './walletLinkSchemas.ts'
import { z } from './zod.ts'

// Wire formats of what a tab sends the core: every intent's parameters are checked against these before
// anything runs, so a tab (or anything else holding a port) cannot hand the core a shape it does not expect.

/** A namespace the product knows. */
export const namespaceSchema = z.enum(NAMESPACES)

/** A wallet a tab found (EIP-6963, legacy window.ethereum or the Wallet Standard). */
export const injectedProviderInfoSchema = z.object({
  connectorId: z.string().check(z.minLength(1)),
  // A wallet names itself: shown only once cleaned, its icon only when it is an image address.
  name: displayString('name'),
  icon: imageUrlSchema,
  rdns: z.optional(z.string()),
  legacy: z.optional(z.boolean()),
  namespace: z.optional(namespaceSchema),
  chains: z.optional(z.array(caipNetworkIdSchema)),
})

/** What a tab tells the core about itself when it attaches; the core picks the tab's id. */
export const tabHelloSchema = z.strictObject({
  /** Web Lock the tab holds for its lifetime; granted to the core when the tab is gone. */
  lockName: z.string().check(z.minLength(1), z.maxLength(200)),
  isMobile: z.boolean(),
  online: z.boolean(),
  /**
   * The wallets the tab found before it attached: the core confirms a stored connection with them at once,
   * without waiting for the tab's announceProviders after the attach (one round trip less on a page load).
   */
  providers: z.optional(z.array(injectedProviderInfoSchema).check(z.maxLength(200))),
})
export type TabHello = z.output<typeof tabHelloSchema>

/** Wallet events as the page bridge reports them. */
export const walletEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('accountsChanged'), accounts: z.array(z.string()) }),
  z.object({ type: z.literal('chainChanged'), chainId: z.string() }),
  z.object({ type: z.literal('disconnect') }),
])

/** The wallet the person picked for the WalletConnect pairing on screen. */
export const walletConnectChoiceSchema = z.nullable(
  z.object({
    name: z.pipe(displayString('name'), z.string().check(z.minLength(1))),
    walletId: z.optional(z.string()),
    imageUrl: imageUrlSchema,
    // A link that is not safe to open is refused here, before it could be stored.
    href: z.optional(requiredWalletLinkSchema),
  }),
)

/** A page of the wallet directory. */
export const walletQuerySchema = z.object({
  page: z.int().check(z.gte(1)),
  search: z.optional(z.string()),
  badge: z.optional(z.literal('certified')),
})

/** A token to send as the portfolio lists it; absent `address` means the native currency. */
export const sendTokenRefSchema = z.object({
  symbol: z.string(),
  address: z.optional(z.string()),
})
