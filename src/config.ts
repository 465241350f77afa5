import { caipNetworkIdSchema } from './caip.ts'
import { closestKey } from './closestKey.ts'
import { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION, PAIRING_EXPIRY_MS } from './constants.ts'
import { ConfigError, ProjectIdNotConfiguredError } from './errorClasses.ts'
import { LANGUAGE_TAG, resolveLocale } from './messages/locales.ts'
import { NAME_ZONE } from './names.ts'
import { DEFAULT_CAIP_NETWORK_ID, getNetwork } from './networks.ts'
import { plainChainSchema } from './plainChainSchema.ts'
import { SOCIAL_LOGINS } from './remoteFeatureDefaults.ts'
import { siwxOptionsSchema } from './siwxOptions.ts'
import type { CaipNetworkId } from './types.ts'
import { z } from './zod.ts'

const httpUrl = z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' })
const wsUrl = z.url({ protocol: /^wss?$/, error: 'Must be a ws:// or wss:// URL' })

/**
 * The error of an options object: refused keys name themselves with their path and the known key they most
 * likely meant (a misspelt option would otherwise be dropped in silence and its default used).
 */
const optionsError =
  (notAnObject?: string): z.core.$ZodErrorMap =>
  (issue) => {
    if (issue.code === 'invalid_type') return notAnObject
    if (issue.code !== 'unrecognized_keys') return undefined
    const [key = ''] = issue.keys
    const known = issue.inst instanceof z.ZodMiniObject ? Object.keys(issue.inst.shape) : []
    const meant = closestKey(key, known)
    return `Unknown option "${[...(issue.path ?? []), key].join('.')}"${meant ? ` (did you mean "${meant}"?)` : ''}`
  }
const strict = { error: optionsError() }

const featuresSchema = z.strictObject(
  {
    email: z.optional(z.boolean()),
    socials: z.optional(z.union([z.boolean(), z.array(z.enum(SOCIAL_LOGINS))])),
    swaps: z.optional(z.boolean()),
    onramp: z.optional(z.boolean()),
    activity: z.optional(z.boolean()),
    send: z.optional(z.boolean()),
    receive: z.optional(z.boolean()),
    analytics: z.optional(z.boolean()),
  },
  strict,
)

// A custom wallet has the wallet-directory shape (spec part 3 'Wallet'); links may be app schemes.
const customWalletSchema = z.strictObject(
  {
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    image_id: z.optional(z.string()),
    image_url: z.optional(httpUrl),
    mobile_link: z.optional(z.string()),
    desktop_link: z.optional(z.string()),
    webapp_link: z.optional(httpUrl),
    rdns: z.optional(z.string()),
    chains: z.optional(z.array(caipNetworkIdSchema)),
  },
  strict,
)

/** Schema of the host's configuration (spec part 3 'Configuration'). */
export const configSchema = z
  .strictObject(
    {
      projectId: z
        .string({ error: 'A project id is required' })
        .check(z.trim(), z.minLength(1, 'A project id is required')),
      // CAIP network ids and viem Chains, made plain data by the tab (src/plainChain.ts).
      networks: z._default(
        z
          .array(
            z.union([caipNetworkIdSchema, plainChainSchema], {
              error: (issue) =>
                typeof issue.input === 'string'
                  ? `Invalid CAIP network id: ${JSON.stringify(issue.input)}`
                  : typeof issue.input === 'object' && issue.input !== null
                    ? 'A viem Chain in networks needs id, name, nativeCurrency and rpcUrls.default'
                    : 'A network must be a CAIP network id or a viem Chain',
            }),
          )
          .check(z.minLength(1, 'At least one network is required')),
        [DEFAULT_CAIP_NETWORK_ID],
      ),
      defaultNetwork: z.optional(caipNetworkIdSchema),
      customRpcUrls: z.optional(z.record(caipNetworkIdSchema, z.array(httpUrl).check(z.minLength(1)))),
      metadata: z.optional(
        z.strictObject(
          { name: z.string(), description: z.string(), url: httpUrl, icons: z.array(httpUrl) },
          strict,
        ),
      ),
      // 'system' follows the person's prefers-color-scheme, and changes with it while the page is open.
      themeMode: z._default(z.enum(['light', 'dark', 'system']), 'dark'),
      // The language of every text the modal shows; without it each tab speaks its browser's language
      // (src/messages/locales.ts pickLocale). A tag we have no catalog of falls back: its language
      // ('pt-PT' → 'pt-BR'), else English; only something that is no language tag is refused.
      locale: z.optional(
        z.pipe(
          z
            .string({ error: 'locale must be a language tag such as en or pt-BR' })
            .check(z.regex(LANGUAGE_TAG, 'locale must be a language tag such as en or pt-BR')),
          z.transform((tag: string) => resolveLocale(tag)),
        ),
      ),
      themeVariables: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
      connectMethodsOrder: z.optional(z.array(z.enum(['email', 'social', 'wallet']))),
      walletFeaturesOrder: z.optional(z.array(z.enum(['onramp', 'swaps', 'receive', 'send']))),
      // The name service zone names are registered in (`carol` → `carol.devnet.id`); without one, no registration.
      nameZone: z.optional(
        z.string().check(z.regex(NAME_ZONE, 'nameZone must be a domain such as example.id')),
      ),
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
      // Sign-In With X (src/siwx.ts): its callbacks stay in the tabs, the rest is checked here.
      siwx: z.optional(siwxOptionsSchema),
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
          z.strictObject({ address: z.string().check(z.minLength(1)), image: z.optional(httpUrl) }, strict),
        ),
      ),
      // Where the package's dist/lib folder is served when not next to the loader (a CDN path); read by the tab.
      assetBaseUrl: z.optional(z.string().check(z.minLength(1))),
      sdkType: z._default(z.string().check(z.minLength(1)), DEFAULT_SDK_TYPE),
      sdkVersion: z._default(z.string().check(z.minLength(1)), DEFAULT_SDK_VERSION),
      // Base URLs of the services, so the same code talks to devnet/ or to production (ARCHITECTURE.md).
      serviceUrls: z._default(
        z.strictObject(
          {
            blockchainApi: z.optional(httpUrl),
            walletDirectory: z.optional(httpUrl),
            analytics: z.optional(httpUrl),
            secureSite: z.optional(httpUrl),
            relay: z.optional(wsUrl),
            // The meld on-ramp provider's checkout page (spec part 4); its production page when absent.
            meld: z.optional(httpUrl),
          },
          strict,
        ),
        {},
      ),
    },
    { error: optionsError('The configuration must be an object') },
  )
  .check(
    z.superRefine((config, ctx) => {
      if (config.siweConfig !== undefined && config.siwx !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: 'Cannot set both `siweConfig` and `siwx` options',
          path: ['siwx'],
        })
      const ids = networkIdsOf(config)
      ids.forEach((id, i) => {
        if (ids.indexOf(id) !== i)
          ctx.addIssue({
            code: 'custom',
            message: `${id} is listed twice in networks`,
            path: ['networks', i],
          })
        // Without a definition we can only reach a network through the host's own RPC URLs. An EVM id may be in
        // viem's chain table, which the core loads on demand and checks (worker/networks/loadNetworks.ts).
        else if (!getNetwork(id) && !id.startsWith('eip155:') && !config.customRpcUrls?.[id]?.length)
          ctx.addIssue({
            code: 'custom',
            message: `Unknown network ${id}: add customRpcUrls for it`,
            path: ['networks', i],
          })
      })
      if (config.defaultNetwork && !ids.includes(config.defaultNetwork))
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
  // An unknown key first: a misspelt `projectid` also leaves `projectId` missing, and the typo is the cause.
  const issues = result.error.issues
  const issue = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0]
  const path = issue?.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys.slice(0, 1)] : issue?.path
  if (path?.length === 1 && path[0] === 'projectId') throw new ProjectIdNotConfiguredError()
  throw new ConfigError(issue?.message ?? 'Invalid configuration', {
    path: path?.join('.') || undefined,
    cause: result.error,
  })
}

/** The CAIP network ids of `networks`, in order (a Chain's is `eip155:<id>`). */
export function networkIdsOf(config: Pick<WalletdockConfig, 'networks'>): CaipNetworkId[] {
  return config.networks.map(
    (entry): CaipNetworkId => (typeof entry === 'string' ? entry : `eip155:${entry.id}`),
  )
}
