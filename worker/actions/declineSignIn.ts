import type { SiwxAccount } from '../../src/siwx.ts'
import { type Core, notify } from '../core.ts'
import { siwxKey, siwxWorkOf, updateSiwxRequest } from '../siwx/siwxState.ts'
import { disconnect } from './disconnect.ts'

/**
 * The account that will not sign in (the active one when absent); `notice`: tell every tab the signature was
 * declined (the wallet refused; a Cancel in the modal needs no telling).
 */
export type DeclineSignInParameters = { account?: SiwxAccount | undefined; notice?: boolean | undefined }

export type DeclineSignInReturnType = undefined

/** Nothing: an account that is gone already needs nothing more. */
export type DeclineSignInErrorType = never

/**
 * The person will not sign in: where the host requires a session (`siwx.required`, the default) the account's
 * namespace is disconnected; otherwise it stays connected without one and is not asked again until it changes.
 */
export async function declineSignIn(
  core: Core,
  { account, notice = false }: DeclineSignInParameters,
): Promise<DeclineSignInReturnType> {
  const state = core.store.getState()
  const namespace = state.activeNamespace
  const connection = state.connections[namespace]
  if (connection?.status !== 'connected') return
  const declined = account ?? { caipNetworkId: connection.caipNetworkId, address: connection.address }
  if (notice) notify(core, 'error', { key: 'signatureDeclined' })
  const still = declined.caipNetworkId === connection.caipNetworkId && declined.address === connection.address
  if (!still) return
  if (core.config.siwx?.required ?? true) {
    await disconnect(core, { namespace }).catch(() => undefined)
    return
  }
  siwxWorkOf(core).declined.add(siwxKey(declined.caipNetworkId, declined.address))
  updateSiwxRequest(core)
}
