/** A sync key for the cores of one test's origin (worker/syncKey.ts makes the real one in IndexedDB). */
export function createTestSyncKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** Signs a message as a core holding `key` would put it on the channel (to test what a holder of the key sends). */
export async function signSyncMessage(key: CryptoKey, message: unknown): Promise<unknown> {
  const body = typeof message === 'string' ? message : JSON.stringify(message)
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)))
  return { walletdock: 1, body, mac: Buffer.from(mac).toString('hex') }
}
