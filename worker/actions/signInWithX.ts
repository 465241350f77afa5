import {
  NotConnectedError,
  type ProviderRpcError,
  UnsupportedChainError,
  UserRejectedRequestError,
} from '../../src/errorClasses.ts'
import {
  isSessionFor,
  type SiwxAccount,
  type SiwxSession,
  type SiwxSessionView,
  sessionView,
  siwxNonceSchema,
} from '../../src/siwx.ts'
import { SiwxHostError, SiwxNotConfiguredError, SiwxVerificationError } from '../../src/siwxErrors.ts'
import { siwxSessionRecord } from '../../src/siwxRecords.ts'
import type { CaipNetworkId, Namespace } from '../../src/types.ts'
import type { InvalidWalletReplyError } from '../../src/walletReplies.ts'
import { adapterFor } from '../chains/adapterFor.ts'
import type { AskWallet } from '../chains/chainAdapter.ts'
import { type Core, updateState } from '../core.ts'
import { persisting } from '../persist.ts'
import { callHost } from '../siwx/callHost.ts'
import { siwxKey, siwxWorkOf } from '../siwx/siwxState.ts'
import { declineSignIn } from './declineSignIn.ts'

/**
 * The tab that asked (its host callbacks run there, else another tab's), and the RPC gate (worker/actions/
 * request.ts) bound to it, through which the wallet signs: the intent table binds it, as for executeSwap.
 */
export type SignInWithXParameters = { tabId: string; gate: AskWallet }

/** The account now signed in, and until when. */
export type SignInWithXReturnType = SiwxSessionView

/**
 * No `siwx` option; no connected account; a namespace without sign-in; the host's callbacks failing or its server
 * refusing the signature; the wallet's refusal (4001, after which the account is disconnected or left unsigned,
 * per `siwx.required`) or failure.
 */
export type SignInWithXErrorType =
  | SiwxNotConfiguredError
  | NotConnectedError
  | UnsupportedChainError
  | SiwxHostError
  | SiwxVerificationError
  | UserRejectedRequestError
  | ProviderRpcError
  | InvalidWalletReplyError

/**
 * Signs the active account in (CAIP-122): a nonce from the host, the namespace's sign-in text (domain, address,
 * chain, nonce, issued-at, expiry), the wallet's signature through the gate (one confirmation: the wallet's own
 * prompt, or ApproveTransaction for the embedded wallet, which has none), the host's check; then the session is
 * stored for its chain and every tab shows it. An account already signed in is
 * returned as it is; a second call while one runs joins it.
 */
export async function signInWithX(
  core: Core,
  { tabId, gate }: SignInWithXParameters,
): Promise<SignInWithXReturnType> {
  await core.ready
  if (!core.config.siwx) throw new SiwxNotConfiguredError()
  const state = core.store.getState()
  const namespace = state.activeNamespace
  const connection = state.connections[namespace]
  if (connection?.status !== 'connected') throw new NotConnectedError({ namespace })
  const account: SiwxAccount = { caipNetworkId: connection.caipNetworkId, address: connection.address }
  const existing = state.siwxSessions?.find((s) => isSessionFor(s, account, core.deps.clock.now()))
  if (existing) return existing
  const work = siwxWorkOf(core)
  const key = siwxKey(account.caipNetworkId, account.address)
  let running = work.inFlight.get(key)
  if (!running) {
    running = signIn(core, { tabId, gate, namespace, account }).finally(() => work.inFlight.delete(key))
    work.inFlight.set(key, running)
  }
  return running
}

async function signIn(
  core: Core,
  p: { tabId: string; gate: AskWallet; namespace: Namespace; account: SiwxAccount },
): Promise<SiwxSessionView> {
  const { tabId, gate, namespace, account } = p
  const options = core.config.siwx
  const adapter = await adapterFor(namespace)
  if (!options || !adapter.createSignInMessage || !adapter.signMessage)
    throw new UnsupportedChainError({ namespace })
  const nonce = siwxNonceSchema.safeParse(
    await callHost(core, { tabId, method: 'getNonce', params: account }),
  )
  if (!nonce.success) throw new SiwxHostError('getNonce', { details: nonce.error.issues[0]?.message })
  // A SharedWorker's origin is the site's: the message names the site the person signs in to.
  const origin = core.deps.origin ?? globalThis.location?.origin ?? ''
  const issuedAt = core.deps.clock.now()
  const expiresAt = issuedAt + options.expiresIn * 1000
  const message = await adapter.createSignInMessage({
    domain: new URL(origin).host,
    uri: origin,
    address: account.address,
    chainReference: account.caipNetworkId.slice(namespace.length + 1),
    nonce: nonce.data,
    statement: options.statement,
    issuedAt: new Date(issuedAt),
    expiresAt: new Date(expiresAt),
  })
  let signature: string
  try {
    signature = await adapter.signMessage(core, { ask: gate, address: account.address, message })
  } catch (error) {
    if (error instanceof UserRejectedRequestError) await declineSignIn(core, { account, notice: true })
    throw error
  }
  const session: SiwxSession = { ...account, message, signature, issuedAt, expiresAt }
  if ((await callHost(core, { tabId, method: 'verify', params: session })) !== true)
    throw new SiwxVerificationError()
  await persisting(core, () =>
    core.records.write(siwxSessionRecord, session, account.caipNetworkId as CaipNetworkId),
  )
  const view = sessionView({ ...account, expiresAt })
  const others = (core.store.getState().siwxSessions ?? []).filter(
    (s) => s.caipNetworkId !== account.caipNetworkId,
  )
  updateState(core, { siwxSessions: [...others, view] })
  return view
}
