import { expect, test } from 'vitest'
import { parseConfig } from '../src/config.ts'
import { BASIC_FEATURES } from '../src/projectConfig.ts'
import { buildCore, updateState } from './core.ts'
import { featureOn } from './featureOn.ts'
import { freshIdbStore } from './testing/harness.ts'
import { createManualClock } from './testing/manualClock.ts'

// A core's state without starting it: what featureOn reads is the configuration and the published view.
const core = (extra: Record<string, unknown> = {}) =>
  buildCore({
    config: parseConfig({ projectId: 'p', ...extra }),
    clock: createManualClock(),
    storage: freshIdbStore(),
    fetch: () => Promise.reject(new TypeError('no network here')),
  })

test("default: before the project's configuration is read, the host's options and the defaults", () => {
  expect(featureOn(core(), 'swaps')).toBe(true)
  expect(featureOn(core({ features: { swaps: false } }), 'swaps')).toBe(false)
  expect(featureOn(core({ basic: true }), 'activity')).toBe(false)
  expect(featureOn(core(), 'reownBranding')).toBe(false)
})

test('behavior: once published, the configuration in force decides', () => {
  const c = core({ features: { activity: true } })
  updateState(c, {
    projectConfig: { source: 'remote', features: { ...BASIC_FEATURES, swaps: true }, ignored: ['activity'] },
  })
  expect(featureOn(c, 'activity')).toBe(false)
  expect(featureOn(c, 'swaps')).toBe(true)
})
