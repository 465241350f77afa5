import type { WalletdockConfig } from './config.ts'
import { DEFAULT_REMOTE_FEATURES, SOCIAL_LOGINS } from './remoteFeatureDefaults.ts'

// The project's remote configuration (spec parts 1, 6 and 7): the directory service's `GET /appkit/v1/config`
// decides which remote features are on; the host's own `features` apply only when no remote answer is known.
// No zod here: the UI chunk reads these rules too (the reply's schemas are in projectConfigSchemas.ts).

/** The remote feature flags (spec part 3 'Remote feature flags'). */
export const REMOTE_FEATURE_KEYS = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
] as const
export type RemoteFeatureKey = (typeof REMOTE_FEATURE_KEYS)[number]
export type SocialLogin = (typeof SOCIAL_LOGINS)[number]

/** Which remote features are on; socials lists the providers offered (false: none). */
export type RemoteFeatures = {
  email: boolean
  socials: false | SocialLogin[]
  swaps: boolean
  onramp: boolean
  activity: boolean
  reownBranding: boolean
}

/**
 * Where the features in force came from: the service now, its last answer kept (the service failed), the host's
 * options with the spec defaults (no answer ever), or basic mode (nothing asked, everything off).
 */
export type ProjectConfigSource = 'remote' | 'stored' | 'local' | 'basic'

/** What every tab knows of the project's configuration (in the snapshot). */
export type ProjectConfigView = {
  source: ProjectConfigSource
  features: RemoteFeatures
  /** The host's options the remote configuration overrode ('Local configuration ignored'). */
  ignored: RemoteFeatureKey[]
  /**
   * True when e-mail or social login is on and the site's origin is not among the project's allowed origins
   * (spec part 5): the invalid-configuration alert.
   */
  originRefused?: boolean | undefined
}

/** Whether a reply's feature id is one of ours. */
export const isFeatureKey = (id: string): id is RemoteFeatureKey =>
  (REMOTE_FEATURE_KEYS as readonly string[]).includes(id)

/** Every remote feature off: basic mode (spec part 1). */
export const BASIC_FEATURES: RemoteFeatures = Object.freeze({
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  reownBranding: false,
})

/** The host's options over the spec defaults (part 9: swaps, on-ramp, e-mail, socials, activity on). */
export function localFeaturesOf(config: Pick<WalletdockConfig, 'features' | 'basic'>): RemoteFeatures {
  if (config.basic) return { ...BASIC_FEATURES }
  const f = config.features
  const socials = f.socials ?? DEFAULT_REMOTE_FEATURES.socials
  return {
    email: f.email ?? DEFAULT_REMOTE_FEATURES.email,
    socials:
      socials === true ? [...SOCIAL_LOGINS] : socials === false || socials.length === 0 ? false : socials,
    swaps: f.swaps ?? DEFAULT_REMOTE_FEATURES.swaps,
    onramp: f.onramp ?? DEFAULT_REMOTE_FEATURES.onramp,
    activity: f.activity ?? DEFAULT_REMOTE_FEATURES.activity,
    // Not among the spec's default remote features, and not a host option: only the service turns it on.
    reownBranding: false,
  }
}

export type MergeProjectConfigParameters = {
  config: Pick<WalletdockConfig, 'features' | 'basic'>
  /** The service's features, or none (it failed and nothing was kept). */
  remote: RemoteFeatures | null
  source?: 'remote' | 'stored' | undefined
}

/**
 * The features in force: basic mode turns all off; a remote answer wins over the host's options, and each
 * option the host set that differs from it is listed as ignored; without one, the host's options and defaults.
 */
export function mergeProjectConfig({
  config,
  remote,
  source = 'remote',
}: MergeProjectConfigParameters): ProjectConfigView {
  if (config.basic) return { source: 'basic', features: { ...BASIC_FEATURES }, ignored: [] }
  const local = localFeaturesOf(config)
  if (!remote) return { source: 'local', features: local, ignored: [] }
  const ignored = REMOTE_FEATURE_KEYS.filter(
    (key) =>
      key !== 'reownBranding' && config.features[key] !== undefined && !sameFeature(local[key], remote[key]),
  )
  return { source, features: remote, ignored }
}

function sameFeature(a: boolean | false | SocialLogin[], b: boolean | false | SocialLogin[]): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x) => b.includes(x))
  return a === b
}

/**
 * The features in force for a reader that may come before the core's answer: the core's published view, else
 * what the host's options say (null before the tab knows its configuration).
 */
export function featuresInForce(
  config: Pick<WalletdockConfig, 'features' | 'basic'> | null | undefined,
  view: ProjectConfigView | null | undefined,
): RemoteFeatures | null {
  if (view) return view.features
  return config ? localFeaturesOf(config) : null
}
