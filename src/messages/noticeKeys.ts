import type { NoticeKey } from './coreText.ts'

/**
 * The catalog's notice keys without their texts, for code that checks a key from outside (the worker's
 * BroadcastChannel schemas) and must not carry a whole catalog; noticeKeys.test.ts keeps it equal to en.notices.
 */
export const NOTICE_KEYS: ReadonlySet<string> = new Set<NoticeKey>([
  'actionNotAllowed',
  'tokenBalanceUnavailable',
  'transactionsUnavailable',
  'sessionNotSaved',
  'connectionDeclined',
  'signatureDeclined',
  'newerBuild',
  'newerBuildReload',
  'configDiffers',
  'localConfigIgnored',
  'invalidAppConfiguration',
  'purchaseArrived',
])

/** Whether `key` is a notice of the catalogs. */
export function isNoticeKey(key: unknown): key is NoticeKey {
  return typeof key === 'string' && NOTICE_KEYS.has(key)
}
