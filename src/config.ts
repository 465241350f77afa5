import { caipNetworkIdSchema } from './caip.ts'
import { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION, PAIRING_EXPIRY_MS } from './constants.ts'
import { ConfigError } from './errorClasses.ts'
import { LANGUAGE_TAG, resolveLocale } from './messages/locales.ts'
import { DEFAULT_CAIP_NETWORK_ID, getNetwork } from './networks.ts'
import type { CaipNetworkId } from './types.ts'
import { z } from './zod.ts'

const httpUrl = z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' })
const wsUrl = z.url({ protocol: /^wss?$/, error: 'Must be a ws:// or wss:// URL' })

/** Social logins the host can offer (spec part 1). */
export const SOCIAL_LOGINS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

const featuresSchema = z.object({
  email: z.optional(z.boolean()),
  socials: z.optional(z.union([z.boolean(), z.array(z.enum(SOCIAL_LOGINS))])),
  swaps: z.optional(z.boolean()),
  onramp: z.optional(z.boolean()),
  activity: z.optional(z.boolean()),
  send: z.optional(z.boolean()),
  receive: z.optional(z.boolean()),
  analytics: z.optional(z.boolean()),
})

// A custom wallet has the wallet-directory shape (spec part 3 'Wallet'); links may be app schemes.
const customWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  image_id: z.optional(z.string()),
  image_url: z.optional(httpUrl),
  mobile_link: z.optional(z.string()),
  desktop_link: z.optional(z.string()),
  webapp_link: z.optional(httpUrl),
  rdns: z.optional(z.string()),
  chains: z.optional(z.array(caipNetworkIdSchema)),
})

/** Schema of the host's configuration (spec part 3 'Configuration'). */
export const configSchema = z
  .object(
    {
      projectId: z
        .string({ error: 'A project id is required' })
        .check(z.trim(), z.minLength(1, 'A project id is required')),
      networks: z._default(
        z.array(caipNetworkIdSchema).check(z.minLength(1, 'At least one network is required')),
        [DEFAULT_CAIP_NETWORK_ID],
      ),
      defaultNetwork: z.optional(caipNetworkIdSchema),
      customRpcUrls: z.optional(z.record(caipNetworkIdSchema, z.array(httpUrl).check(z.minLength(1)))),
      metadata: z.optional(
        z.object({ name: z.string(), description: z.string(), url: httpUrl, icons: z.array(httpUrl) }),
      ),
      themeMode: z._default(z.enum(['light', 'dark']), 'dark'),
      // The language of every text the modal shows. A tag we have no catalog of falls back (resolveLocale):
      // its language ('en-GB' → 'en'), else English; only something that is no language tag is refused.
      locale: z.pipe(
        z._default(
          z
            .string({ error: 'locale must be a language tag such as en or pt-BR' })
            .check(z.regex(LANGUAGE_TAG, 'locale must be a language tag such as en or pt-BR')),
          'en',
        ),
        z.transform((tag: string) => resolveLocale(tag)),
      ),
      themeVariables: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
      connectMethodsOrder: z.optional(z.array(z.enum(['email', 'social', 'wallet']))),
      walletFeaturesOrder: z.optional(z.array(z.enum(['onramp', 'swaps', 'receive', 'send']))),
      features: z._default(featuresSchema, {}),
      enableNetworkSwitch: z._default(z.boolean(), true),
      allowUnsupportedChain: z._default(z.boolean(), false),
      enableEmbedded: z._default(z.boolean(), false),
      manualControl: z._default(z.boolean(), false),
      // Walletdock's ApproveTransaction before a wallet's own prompt: only for risky requests (one confirmation
      // for ordinary ones), or for every request when the host wants its own review step.
      confirmRequests: z._default(
        z.enum(['risky', 'all'], { error: "confirmRequests must be 'risky' or 'all'" }),
        'risky',
      ),
      basic: z._default(z.boolean(), false),
      debug: z._default(z.boolean(), false),
      siweConfig: z.optional(z.unknown()),
      siwx: z.optional(z.unknown()),
      termsConditionsUrl: z.optional(httpUrl),
      privacyPolicyUrl: z.optional(httpUrl),
      includeWalletIds: z.optional(z.array(z.string())),
      excludeWalletIds: z.optional(z.array(z.string())),
      featuredWalletIds: z.optional(z.array(z.string())),
      customWallets: z.optional(z.array(customWalletSchema)),
      allWallets: z._default(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE']), 'SHOW'),
      collapseWallets: z._default(z.boolean(), false),
      // How long a WalletConnect pairing link lives: 4 minutes per the spec; tests shorten it to see a refresh.
      pairingExpiryMs: z._default(z.int().check(z.gte(20_000), z.lte(PAIRING_EXPIRY_MS)), PAIRING_EXPIRY_MS),
      tokens: z.optional(
        z.record(
          caipNetworkIdSchema,
          z.object({ address: z.string().check(z.minLength(1)), image: z.optional(httpUrl) }),
        ),
      ),
      // Where the package's dist/lib folder is served when not next to the loader (a CDN path); read by the tab.
      assetBaseUrl: z.optional(z.string().check(z.minLength(1))),
      sdkType: z._default(z.string().check(z.minLength(1)), DEFAULT_SDK_TYPE),
      sdkVersion: z._default(z.string().check(z.minLength(1)), DEFAULT_SDK_VERSION),
      // Base URLs of the services, so the same code talks to devnet/ or to production (ARCHITECTURE.md).
      serviceUrls: z._default(
        z.object({
          blockchainApi: z.optional(httpUrl),
          walletDirectory: z.optional(httpUrl),
          analytics: z.optional(httpUrl),
          secureSite: z.optional(httpUrl),
          relay: z.optional(wsUrl),
        }),
        {},
      ),
    },
    { error: 'The configuration must be an object' },
  )
  .check(
    z.superRefine((config, ctx) => {
      if (config.siweConfig !== undefined && config.siwx !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: 'Cannot set both `siweConfig` and `siwx` options',
          path: ['siwx'],
        })
      config.networks.forEach((id, i) => {
        // Without a built-in definition we can only reach a network through the host's own RPC URLs.
        if (!getNetwork(id) && !config.customRpcUrls?.[id]?.length)
          ctx.addIssue({
            code: 'custom',
            message: `Unknown network ${id}: add customRpcUrls for it`,
            path: ['networks', i],
          })
      })
      if (config.defaultNetwork && !config.networks.includes(config.defaultNetwork))
        ctx.addIssue({
          code: 'custom',
          message: `The default network ${config.defaultNetwork} is not one of networks`,
          path: ['defaultNetwork'],
        })
    }),
  )

/** A validated configuration with defaults filled in. */
export type WalletdockConfig = z.output<typeof configSchema>
/** What a host may pass. */
export type WalletdockConfigInput = z.input<typeof configSchema>

/** Validates a host configuration; throws ConfigError whose details are the first issue. */
export function parseConfig(input: unknown): WalletdockConfig {
  const result = configSchema.safeParse(input)
  if (result.success) return result.data
  const [issue] = result.error.issues
  throw new ConfigError(issue?.message ?? 'Invalid configuration', {
    path: issue?.path.join('.') || undefined,
    cause: result.error,
  })
}

/** RPC URLs for a network: the host's customRpcUrls first, then the built-in ones. */
export function rpcUrlsFor(
  config: Pick<WalletdockConfig, 'customRpcUrls'>,
  caipNetworkId: CaipNetworkId,
): string[] {
  const custom = config.customRpcUrls?.[caipNetworkId] ?? []
  return [...new Set([...custom, ...(getNetwork(caipNetworkId)?.rpcUrls ?? [])])]
}
