import { BASIC_FEATURES, isFeatureKey, type RemoteFeatures } from './projectConfig.ts'
import { SOCIAL_LOGINS } from './remoteFeatureDefaults.ts'
import { z } from './zod.ts'

const socialsSchema = z.array(z.enum(SOCIAL_LOGINS))

/**
 * One entry of the reply: a feature's id, whether it is on, and its settings (the social providers for
 * `socials`). Entries of ids we do not know are skipped, so the service can add features.
 */
const featureEntrySchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(z.nullable(z.unknown())),
})

/** The reply of `GET /appkit/v1/config` (spec part 7: features). */
export const projectConfigReplySchema = z.object({ features: z.array(featureEntrySchema) })
export type ProjectConfigReply = z.output<typeof projectConfigReplySchema>

/** The reply of `GET /projects/v1/origins` (spec part 7: allowedOrigins). */
export const allowedOriginsReplySchema = z.object({ allowedOrigins: z.array(z.string()) })

/** The schema of the features as they are kept and published. */
export const remoteFeaturesSchema = z.object({
  email: z.boolean(),
  socials: z.union([z.literal(false), socialsSchema]),
  swaps: z.boolean(),
  onramp: z.boolean(),
  activity: z.boolean(),
  reownBranding: z.boolean(),
})

/**
 * The features a reply turns on. The service decides: a feature the reply does not list is off. A `socials`
 * entry's config names its providers; without a valid list, every provider is offered.
 */
export function remoteFeaturesOf(reply: ProjectConfigReply): RemoteFeatures {
  const features: RemoteFeatures = { ...BASIC_FEATURES }
  for (const entry of reply.features) {
    if (!isFeatureKey(entry.id) || !entry.isEnabled) continue
    if (entry.id === 'socials') {
      const listed = socialsSchema.safeParse(entry.config)
      features.socials = listed.success ? listed.data : [...SOCIAL_LOGINS]
    } else features[entry.id] = true
  }
  if (Array.isArray(features.socials) && features.socials.length === 0) features.socials = false
  return features
}
