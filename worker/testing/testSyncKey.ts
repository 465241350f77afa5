import { UNBUNDLED_BUILD } from '../../src/build.ts'
import { fieldsOf } from '../../src/stateStamps.ts'
import { SYNC_PROTOCOL, signedPart } from '../../src/syncMessages.ts'
import type { SharedPatch } from '../deps.ts'

/** A sync key for the cores of one test's origin (worker/syncKey.ts makes the real one in IndexedDB). */
export function createTestSyncKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** The build a test's own messages say they come from: the cores' own, unless a test names another. */
export const TEST_BUILD = UNBUNDLED_BUILD

/**
 * Puts `message` in an envelope as a core holding `key` would (to test what a holder of the key can send): a
 * string is sent as the body itself. `build` and `protocol` stand for another build's core.
 */
export async function signSyncMessage(
  key: CryptoKey,
  message: unknown,
  {
    build = TEST_BUILD,
    protocol = SYNC_PROTOCOL,
  }: { build?: { id: string; time: number }; protocol?: number } = {},
): Promise<unknown> {
  const envelope = {
    walletdock: protocol,
    build,
    body: typeof message === 'string' ? message : JSON.stringify(message),
  }
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signedPart(envelope))),
  )
  return { ...envelope, mac: Buffer.from(mac).toString('hex') }
}

/** A core's `state` message with every field of `state` stamped `at` (now by default) by `from`. */
export function stateMessage(
  from: string,
  state: SharedPatch | { connections?: Record<string, unknown>; [field: string]: unknown },
  { leader = false, at = Date.now() }: { leader?: boolean; at?: number } = {},
) {
  const stamps = Object.fromEntries(fieldsOf(state).map((field) => [field, { at, by: from }]))
  return { kind: 'state', from, leader, state, stamps }
}
