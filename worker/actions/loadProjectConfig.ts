import { isOriginAllowed } from '../../src/allowedOrigins.ts'
import { ServiceUnreachableError, TimeoutError } from '../../src/errors.ts'
import { DEVELOPER_WARNINGS } from '../../src/messages/developerWarnings.ts'
import { mergeProjectConfig, type ProjectConfigView } from '../../src/projectConfig.ts'
import {
  allowedOriginsReplySchema,
  projectConfigReplySchema,
  remoteFeaturesOf,
  remoteFeaturesSchema,
} from '../../src/projectConfigSchemas.ts'
import { defineRecord } from '../../src/records.ts'
import { PROJECT_CONFIG_CACHE_MS } from '../../src/remoteFeatureDefaults.ts'
import { z } from '../../src/zod.ts'
import { cachedRead } from '../cachedRead.ts'
import { type Core, updateState } from '../core.ts'
import { createHttpClient } from '../services/createHttpClient.ts'
import { DEFAULT_WALLET_DIRECTORY_URL } from '../services/walletDirectory.ts'
import { refreshConnectors } from './announceProviders.ts'

/** The service's last answer per project id, so a failed read later keeps what the service said. */
export const projectConfigRecord = defineRecord(
  'walletdock:projectConfig',
  1,
  z.object({ features: remoteFeaturesSchema, fetchedAt: z.number() }),
)

export type LoadProjectConfigParameters = Record<string, never>
export type LoadProjectConfigReturnType = ProjectConfigView
/** Never thrown: a failed or invalid reply leaves the last answer kept, else the host's options and defaults. */
export type LoadProjectConfigErrorType = never

/**
 * Reads the project's remote configuration once (`GET /appkit/v1/config` of the directory service) and
 * publishes the features in force to every tab. Basic mode asks nothing. The connector list follows (the e-mail
 * login is listed only while its feature is on), and options the service overrode are told to the developer.
 */
export async function loadProjectConfig(core: Core): Promise<LoadProjectConfigReturnType> {
  const { config } = core
  if (config.basic) return publish(core, mergeProjectConfig({ config, remote: null }))
  const http = createHttpClient({
    baseUrl: config.serviceUrls.walletDirectory ?? DEFAULT_WALLET_DIRECTORY_URL,
    fetch: core.deps.fetch,
    clock: core.deps.clock,
    commonParams: () => ({
      st: config.sdkType,
      sv: config.sdkVersion,
      projectId: config.projectId,
      clientId: core.walletConnect?.clientId,
    }),
    // One attempt: the stored answer (or the host's options) covers a failure, and a retry would only hold back
    // the features every tab waits to show.
    retryCount: 0,
  })
  const suffix = `:${config.projectId}`
  const outcome = await cachedRead(core, {
    key: `projectConfig${suffix}`,
    record: projectConfigRecord,
    suffix,
    maxAgeMs: PROJECT_CONFIG_CACHE_MS,
    read: async () => ({
      features: remoteFeaturesOf(await http.get('appkit/v1/config', { schema: projectConfigReplySchema })),
    }),
  })
  const kept = outcome.kind === 'fresh' || outcome.kind === 'lastKnown' ? outcome.value : undefined
  const view = mergeProjectConfig({
    config,
    remote: kept?.features ?? null,
    source: outcome.kind === 'fresh' ? 'remote' : 'stored',
  })
  if (view.ignored.length) console.warn(DEVELOPER_WARNINGS.localConfigIgnored(view.ignored))
  publish(core, view)
  // The allow-list matters only where e-mail or social login runs on the site (spec part 5): both need the
  // secure site.
  const origin = core.deps.origin ?? globalThis.location?.origin
  const login = !!config.serviceUrls.secureSite && (view.features.email || !!view.features.socials)
  if (!origin || !login) return view
  const allowed = await http
    .get('projects/v1/origins', { schema: allowedOriginsReplySchema })
    .then((reply) => reply.allowedOrigins)
    // An error reply (or an invalid one) counts as an empty list (spec part 7); no reply at all (offline, a
    // timeout) says nothing about the origin, so no alert.
    .catch((error: unknown) =>
      error instanceof ServiceUnreachableError || error instanceof TimeoutError ? null : [],
    )
  if (!allowed || isOriginAllowed(origin, allowed)) return view
  console.warn(DEVELOPER_WARNINGS.originNotAllowed(origin))
  return publish(core, { ...view, originRefused: true })
}

function publish(core: Core, view: ProjectConfigView): ProjectConfigView {
  updateState(core, { projectConfig: view })
  // The list is made when tabs announce their wallets; those already here see the e-mail login follow.
  if (core.tabs.size) refreshConnectors(core)
  return view
}
