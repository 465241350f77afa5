import { expect, test } from 'vitest'
import { walletConnectDeepLinkRecord } from './walletConnectRecords.ts'

test('default: a stored deep link reads back', () => {
  const link = { name: 'Phone', href: 'trust://' }
  expect(walletConnectDeepLinkRecord.parse(walletConnectDeepLinkRecord.wrap(link))).toEqual(link)
})

test('bad input storage: a stored deep link that is not safe to open reads as absent', () => {
  for (const href of [
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///x',
  ])
    expect(
      walletConnectDeepLinkRecord.parse({ version: 1, value: { name: 'Phone', href } }),
      href,
    ).toBeUndefined()
})
