import { z } from '../src/zod.ts'
import type { KeyValueStore } from './deps.ts'

/** Where the site's sync key is kept (the core's IndexedDB store). */
export const SYNC_KEY_RECORD = 'walletdock.syncKey'

const keySchema = z.custom<CryptoKey>(
  (value) =>
    typeof CryptoKey === 'function' &&
    value instanceof CryptoKey &&
    value.algorithm.name === 'HMAC' &&
    value.usages.includes('sign') &&
    value.usages.includes('verify'),
  'not an HMAC signing key',
)

/**
 * The key the cores of the dedicated-worker fallback sign their BroadcastChannel messages with: made by the
 * first core, kept as a non-extractable CryptoKey in IndexedDB, read by the others. A script on the page can post
 * on the channel but does not hold the key, so what it posts is dropped. Made and stored under a Web Lock, so
 * two cores starting at once end with the same key.
 */
export async function loadSyncKey({
  storage,
  locks,
}: {
  storage: KeyValueStore
  locks: Pick<LockManager, 'request'>
}): Promise<CryptoKey> {
  return locks.request('walletdock-sync-key', async () => {
    const stored = keySchema.safeParse(await storage.get(SYNC_KEY_RECORD).catch(() => undefined))
    if (stored.success) return stored.data
    const key = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    // A refused write leaves this core with a key of its own: it then runs alone rather than unsigned.
    await storage.set(SYNC_KEY_RECORD, key).catch(() => undefined)
    return key
  })
}
