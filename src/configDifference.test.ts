import { expect, test } from 'vitest'
import { parseConfig } from './config.ts'
import { configDifference } from './configDifference.ts'

const base = { projectId: 'p', networks: ['eip155:1', 'eip155:137'] }

test('default: the same configuration, however written, does not differ', () => {
  expect(configDifference(parseConfig(base), parseConfig({ ...base }))).toBeUndefined()
  expect(
    configDifference(
      parseConfig({
        ...base,
        serviceUrls: { relay: 'ws://127.0.0.1:1', blockchainApi: 'http://127.0.0.1:2' },
      }),
      parseConfig({
        ...base,
        serviceUrls: { blockchainApi: 'http://127.0.0.1:2', relay: 'ws://127.0.0.1:1' },
      }),
    ),
  ).toBeUndefined()
  // A default written out is the default.
  expect(
    configDifference(parseConfig(base), parseConfig({ ...base, confirmRequests: 'risky' })),
  ).toBeUndefined()
})

test('behavior: a developer-facing option differs without a notice for the person', () => {
  expect(
    configDifference(parseConfig(base), parseConfig({ ...base, projectId: 'other', themeMode: 'light' })),
  ).toEqual({ options: ['projectId', 'themeMode'], personFacing: false })
  expect(
    configDifference(parseConfig(base), parseConfig({ ...base, serviceUrls: { relay: 'ws://127.0.0.1:9' } })),
  ).toEqual({ options: ['serviceUrls'], personFacing: false })
})

test('behavior: networks and confirmRequests are person-facing', () => {
  expect(
    configDifference(parseConfig(base), parseConfig({ ...base, networks: ['eip155:137', 'eip155:1'] })),
  ).toEqual({
    options: ['networks'],
    personFacing: true,
  })
  expect(configDifference(parseConfig(base), parseConfig({ ...base, confirmRequests: 'all' }))).toEqual({
    options: ['confirmRequests'],
    personFacing: true,
  })
})

test('behavior: each tab speaks its own locale, so another one is no difference', () => {
  expect(configDifference(parseConfig(base), parseConfig({ ...base, locale: 'ar' }))).toBeUndefined()
})
