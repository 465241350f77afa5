import { expect, test } from 'vitest'
import { projectConfigReplySchema, remoteFeaturesOf } from './projectConfigSchemas.ts'
import { SOCIAL_LOGINS } from './remoteFeatureDefaults.ts'

const reply = (features: unknown) => projectConfigReplySchema.parse({ features })

test('default: the features the service lists as enabled are on; the others are off', () => {
  const features = remoteFeaturesOf(
    reply([
      { id: 'email', isEnabled: true, config: null },
      { id: 'swaps', isEnabled: false, config: null },
      { id: 'activity', isEnabled: true },
      { id: 'reownBranding', isEnabled: true, config: null },
    ]),
  )
  expect(features).toEqual({
    email: true,
    socials: false,
    swaps: false,
    onramp: false,
    activity: true,
    reownBranding: true,
  })
})

test('behavior: socials take the providers of their config; without a valid list every provider', () => {
  expect(
    remoteFeaturesOf(reply([{ id: 'socials', isEnabled: true, config: ['google', 'x'] }])).socials,
  ).toEqual(['google', 'x'])
  expect(remoteFeaturesOf(reply([{ id: 'socials', isEnabled: true, config: null }])).socials).toEqual([
    ...SOCIAL_LOGINS,
  ])
  expect(remoteFeaturesOf(reply([{ id: 'socials', isEnabled: true, config: ['myspace'] }])).socials).toEqual([
    ...SOCIAL_LOGINS,
  ])
  expect(remoteFeaturesOf(reply([{ id: 'socials', isEnabled: true, config: [] }])).socials).toBe(false)
})

test('behavior: ids the client does not know are skipped; a reply of another shape is refused', () => {
  expect(remoteFeaturesOf(reply([{ id: 'payments', isEnabled: true, config: {} }])).swaps).toBe(false)
  expect(projectConfigReplySchema.safeParse({ features: { swaps: true } }).success).toBe(false)
  expect(projectConfigReplySchema.safeParse({ features: [{ id: 'swaps', isEnabled: 'yes' }] }).success).toBe(
    false,
  )
  expect(projectConfigReplySchema.safeParse(null).success).toBe(false)
})
