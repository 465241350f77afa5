import { expect, test } from 'vitest'
import { en } from './en.ts'
import { isNoticeKey, NOTICE_KEYS } from './noticeKeys.ts'

test('default: the notice keys are exactly the catalog’s', () => {
  expect([...NOTICE_KEYS].sort()).toEqual(Object.keys(en.notices).sort())
  expect(isNoticeKey('toString')).toBe(false)
  expect(isNoticeKey('newerBuild')).toBe(true)
})
