import { emailLoginRecord } from '../../../src/records.ts'
import type { SocialProvider } from '../../../src/secureFrame/socialProviders.ts'
import type { EmailLoginView } from '../../../src/snapshot.ts'
import { type Core, updateState } from '../../core.ts'
import { persisting } from '../../persist.ts'

// The spec's e-mail login cache (part 3 'Local cache keys', part 4 'Secure frame lifecycle'), kept in the
// core's records so every tab of the site shares it, and mirrored in the snapshot for the views.

export type LoginCache = {
  email: string | null
  loginUsed: boolean
  lastEmailLoginAt: number | null
  socialProvider?: SocialProvider | null | undefined
  socialUsername?: string | null | undefined
}

const viewOf = (value: LoginCache): EmailLoginView => ({
  email: value.email,
  lastEmailLoginAt: value.lastEmailLoginAt,
  ...(value.socialProvider
    ? { socialProvider: value.socialProvider, socialUsername: value.socialUsername ?? null }
    : {}),
})

/** Writes the whole cache (the snapshot's view and the record); connectSocial keeps a social login with it. */
export async function writeLoginCache(core: Core, value: LoginCache): Promise<void> {
  const view = viewOf(value)
  updateState(core, { emailLogin: view })
  await persisting(core, () => core.records.write(emailLoginRecord, value))
}

/** Loads the cache into the snapshot when the core starts. */
export async function restoreEmailLogin(core: Core): Promise<void> {
  const stored = await core.records.read(emailLoginRecord)
  // In the dedicated-worker fallback another core's news may have come first (null: signed out): it is newer.
  if (stored && core.store.getState().emailLogin === undefined)
    updateState(core, { emailLogin: viewOf(stored) }, { fromSync: true })
}

/** A code was just sent: the resend cooldown counts from now (the last e-mail login time). */
export async function markCodeSent(core: Core): Promise<void> {
  const stored = await core.records.read(emailLoginRecord)
  await writeLoginCache(core, {
    email: stored?.email ?? null,
    loginUsed: stored?.loginUsed ?? false,
    lastEmailLoginAt: core.deps.clock.now(),
  })
}

/** A login succeeded: the e-mail and the login-used flag are stored, the last e-mail login time cleared. */
export async function storeEmailLogin(core: Core, email: string): Promise<void> {
  await writeLoginCache(core, { email, loginUsed: true, lastEmailLoginAt: null })
}

/** Sign-out or a failed is-connected check: the whole login cache goes. */
export async function clearEmailLogin(core: Core): Promise<void> {
  if (core.store.getState().emailLogin == null) {
    if ((await core.records.read(emailLoginRecord)) === undefined) return
  }
  // null, not undefined: a sign-out is news the fallback's other cores take (worker/leaderSync.ts).
  updateState(core, { emailLogin: null })
  await persisting(core, () => core.records.remove(emailLoginRecord))
}
