import { expect, test } from 'vitest'
import { parseConfig } from './config.ts'
import { BASIC_FEATURES, featuresInForce, localFeaturesOf, mergeProjectConfig } from './projectConfig.ts'
import { SOCIAL_LOGINS } from './remoteFeatureDefaults.ts'

const config = (extra: Record<string, unknown> = {}) => parseConfig({ projectId: 'p', ...extra })
const ALL_ON = {
  email: true,
  socials: [...SOCIAL_LOGINS],
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: false,
}

test('default: without a remote answer the spec defaults apply (swaps, on-ramp, e-mail, socials, activity)', () => {
  expect(localFeaturesOf(config())).toEqual(ALL_ON)
  expect(mergeProjectConfig({ config: config(), remote: null })).toEqual({
    source: 'local',
    features: ALL_ON,
    ignored: [],
  })
})

test("behavior: without a remote answer the host's options apply over the defaults", () => {
  const local = config({ features: { swaps: false, socials: ['google', 'x'], activity: false } })
  expect(mergeProjectConfig({ config: local, remote: null }).features).toEqual({
    ...ALL_ON,
    swaps: false,
    socials: ['google', 'x'],
    activity: false,
  })
  expect(localFeaturesOf(config({ features: { socials: [] } })).socials).toBe(false)
})

test('behavior: a remote answer wins; each option the host set that differs is listed as ignored', () => {
  const remote = { ...ALL_ON, swaps: false, email: false, reownBranding: true }
  const merged = mergeProjectConfig({
    config: config({ features: { swaps: true, email: true, onramp: true, activity: false } }),
    remote,
  })
  expect(merged).toEqual({ source: 'remote', features: remote, ignored: ['email', 'swaps', 'activity'] })
})

test('behavior: options the host left unset, or set as the service has them, are not reported', () => {
  const remote = { ...ALL_ON, swaps: false }
  expect(mergeProjectConfig({ config: config(), remote }).ignored).toEqual([])
  const same = config({ features: { swaps: false, socials: [...SOCIAL_LOGINS].reverse() } })
  expect(mergeProjectConfig({ config: same, remote, source: 'stored' })).toEqual({
    source: 'stored',
    features: remote,
    ignored: [],
  })
  const fewer = config({ features: { socials: ['google'] } })
  expect(mergeProjectConfig({ config: fewer, remote }).ignored).toEqual(['socials'])
})

test('behavior: basic mode turns every remote feature off, whatever the service or the host says', () => {
  const basic = config({ basic: true, features: { swaps: true } })
  expect(mergeProjectConfig({ config: basic, remote: ALL_ON })).toEqual({
    source: 'basic',
    features: BASIC_FEATURES,
    ignored: [],
  })
  expect(localFeaturesOf(basic)).toEqual(BASIC_FEATURES)
  expect(Object.values(BASIC_FEATURES).every((on) => on === false)).toBe(true)
})

test("behavior: readers before the core's answer get the host's options; after it, the answer", () => {
  const local = config({ features: { swaps: false } })
  expect(featuresInForce(null, undefined)).toBeNull()
  expect(featuresInForce(local, undefined)?.swaps).toBe(false)
  const view = mergeProjectConfig({ config: local, remote: ALL_ON })
  expect(featuresInForce(local, view)?.swaps).toBe(true)
})
