import { isUserRejection } from '../../src/errors.ts'
import { type CoreText, coreTextOf } from '../../src/messages/coreText.ts'
import type {
  WalletConnectFailure,
  WalletConnectPairing,
  WalletConnectView,
} from '../../src/walletConnect.ts'
import { parseWalletConnectUri, RELAY_TIMEOUT_MS, shouldReusePairing } from '../../src/walletConnect.ts'
import { InvalidPairingUriError, RelayUnreachableError } from '../../src/walletConnectErrors.ts'
import { withTimeout } from '../../src/withTimeout.ts'
import { finalizeWalletConnect } from '../connectors/walletConnect/finalizeWalletConnect.ts'
import { getWalletConnectProvider, relayUrlOf } from '../connectors/walletConnect/getWalletConnectProvider.ts'
import type { UniversalProviderInstance } from '../connectors/walletConnect/loadUniversalProvider.ts'
import { walletConnectNamespacesOf } from '../connectors/walletConnect/walletConnectNamespaces.ts'
import { toWalletConnectError } from '../connectors/walletConnect/walletConnectRequest.ts'
import {
  getWalletConnectRuntime,
  type PairingAttempt,
} from '../connectors/walletConnect/walletConnectRuntime.ts'
import { type Core, notify, updateState } from '../core.ts'

export type PairWalletConnectParameters = {
  tabId: string
  /** The tab runs in Telegram or iOS Safari, where an unexpired pairing link is shown again. */
  reuse?: boolean | undefined
  /** Replace the current pairing (it expired, or the last one was refused). */
  refresh?: boolean | undefined
}

/** The pairing's URI (the QR code and deep links), when it expires, and its attempt number. */
export type PairWalletConnectReturnType = WalletConnectPairing

export type PairWalletConnectErrorType = RelayUnreachableError | InvalidPairingUriError

/**
 * Starts a WalletConnect pairing and resolves with its URI and expiry once the relay accepted the
 * proposal; the approval then arrives on its own and connects every tab. Rejects with
 * RelayUnreachableError after RELAY_TIMEOUT_MS (the library alone would wait ~75 s); calling again retries.
 */
export async function pairWalletConnect(
  core: Core,
  params: PairWalletConnectParameters,
): Promise<PairWalletConnectReturnType> {
  await core.ready
  const { reuse = false, refresh = false } = params
  const view = core.store.getState().walletConnect
  const now = core.deps.clock.now()
  if (!refresh && view?.status === 'ready' && shouldReusePairing({ view, reuseAllowed: reuse, now }))
    return { uri: view.uri, expiresAt: view.expiresAt, attempt: view.attempt }
  const runtime = getWalletConnectRuntime(core)
  // An attempt still waiting for the relay keeps its place: a second one would race it for the URI.
  const waiting = runtime.current && !runtime.current.uriSettled ? runtime.current : undefined
  if (waiting) setView(core, { status: 'pairing', attempt: waiting.id })
  const attempt = waiting ?? (await startAttempt(core))
  try {
    const uri = await withTimeout(attempt.uri, RELAY_TIMEOUT_MS, 'WalletConnect relay', core.deps.clock)
    const ready = core.store.getState().walletConnect
    if (ready?.status === 'ready' && ready.attempt === attempt.id)
      return { uri, expiresAt: ready.expiresAt, attempt: attempt.id }
    throw new InvalidPairingUriError('The pairing ended before its link was shown')
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      const failure = new RelayUnreachableError({ relayUrl: relayUrlOf(core) })
      if (runtime.current === attempt) fail(core, attempt, 'relay', coreTextOf(failure))
      throw failure
    }
    throw error
  }
}

async function startAttempt(core: Core): Promise<PairingAttempt> {
  const runtime = getWalletConnectRuntime(core)
  runtime.current?.stop()
  const id = ++runtime.attempts
  setView(core, { status: 'pairing', attempt: id })
  let provider: UniversalProviderInstance
  let proposal: Awaited<ReturnType<typeof walletConnectNamespacesOf>>
  try {
    ;[provider, proposal] = await withTimeout(
      Promise.all([getWalletConnectProvider(core), walletConnectNamespacesOf(core)]),
      RELAY_TIMEOUT_MS,
      'WalletConnect',
      core.deps.clock,
    )
  } catch (error) {
    // No provider, no pairing: say why instead of waiting forever.
    setView(core, { status: 'failed', attempt: id, reason: 'error', message: coreTextOf(error) })
    throw error
  }
  let resolveUri: (uri: string) => void = () => undefined
  let rejectUri: (error: Error) => void = () => undefined
  const attempt: PairingAttempt = {
    id,
    uri: new Promise<string>((resolve, reject) => {
      resolveUri = resolve
      rejectUri = reject
    }),
    uriSettled: false,
    stop: () => provider.removeListener('display_uri', onUri),
  }
  attempt.uri.catch(() => undefined)
  runtime.current = attempt
  function onUri(raw: unknown): void {
    attempt.stop()
    attempt.uriSettled = true
    const parsed = parseWalletConnectUri(raw)
    if (!parsed.ok) {
      const error = new InvalidPairingUriError(parsed.issue)
      if (runtime.current === attempt) fail(core, attempt, 'invalid', coreTextOf(error))
      rejectUri(error)
      return
    }
    const expiresAt = core.deps.clock.now() + core.config.pairingExpiryMs
    if (runtime.current === attempt)
      setView(core, { status: 'ready', attempt: id, uri: parsed.uri, expiresAt })
    resolveUri(parsed.uri)
  }
  provider.on('display_uri', onUri)
  provider
    .connect({ optionalNamespaces: proposal })
    .then((session) => (session ? onApproved(core, provider, attempt, session) : undefined))
    .catch((error: unknown) => onFailed(core, attempt, error, rejectUri))
  return attempt
}

async function onApproved(
  core: Core,
  provider: UniversalProviderInstance,
  attempt: PairingAttempt,
  session: NonNullable<UniversalProviderInstance['session']>,
): Promise<void> {
  // Even a replaced pairing's approval is a session the person chose: it connects.
  attempt.uriSettled = true
  try {
    await finalizeWalletConnect(core, provider, session)
  } catch (error) {
    fail(core, attempt, 'error', coreTextOf(error))
    notify(core, 'error', coreTextOf(error))
    await provider.disconnect().catch(() => undefined)
  }
}

function onFailed(core: Core, attempt: PairingAttempt, error: unknown, rejectUri: (e: Error) => void): void {
  attempt.stop()
  attempt.uriSettled = true
  const typed = toWalletConnectError(error)
  rejectUri(typed)
  // A replaced pairing running out is expected; only the one on screen reports.
  if (getWalletConnectRuntime(core).current !== attempt) return
  const rejected = isUserRejection(typed)
  fail(
    core,
    attempt,
    rejected ? 'rejected' : 'error',
    rejected ? { key: 'connectionDeclined' } : coreTextOf(typed),
  )
}

function fail(core: Core, attempt: PairingAttempt, reason: WalletConnectFailure, message: CoreText): void {
  setView(core, { status: 'failed', attempt: attempt.id, reason, message })
}

function setView(core: Core, view: WalletConnectView): void {
  updateState(core, { walletConnect: view })
}
