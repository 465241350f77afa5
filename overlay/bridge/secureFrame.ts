import { TimeoutError } from '../../src/errorClasses.ts'
import {
  FrameLoadError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
} from '../../src/secureFrame/frameErrors.ts'
import {
  APP_PREFIX,
  FRAME_LOGIN_REQUEST_TIMEOUT_MS,
  FRAME_PREFIX,
  FRAME_READY_DELAY_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_SIGN_OUT_TIMEOUT_MS,
  type FramePayload,
  type FrameRequestName,
  type FrameResult,
  frameErrorSchema,
  frameMessageSchema,
  frameRequests,
  LOGIN_REQUESTS,
} from '../../src/secureFrame/frameMessages.ts'

/** What the secure frame needs from the page; tests pass a document and window of their own. */
export type SecureFrameParameters = {
  /** The frame page, on the secure site's origin (src/secureFrame/emailLogin.ts secureFrameUrl). */
  url: URL
  /** The iframe's title, in the tab's language (the catalog's email.frameTitle): hidden, but still a named frame. */
  title: string
  document?: Document | undefined
  window?: Window | undefined
}

/** A running secure frame: one request at a time per id, each answered once. */
export type SecureFrame = {
  /** Resolves FRAME_READY_DELAY_MS after the frame's FRAME_READY; rejects with FrameLoadError after 20 s. */
  ready: Promise<void>
  /** Sends one request once the frame is ready and resolves with its checked result. */
  request<N extends FrameRequestName>(name: N, payload: FramePayload<N>): Promise<FrameResult<N>>
  /** Removes the frame; requests still waiting fail with 'Request was aborted'. */
  destroy(): void
}

type Pending = {
  name: FrameRequestName
  resolve(value: unknown): void
  reject(error: unknown): void
  timer: ReturnType<typeof setTimeout> | undefined
}

// Spec part 9: the login steps give up after 30 s, sign-out after 3 s; the core times the rest.
function timeLimitOf(name: FrameRequestName): number | undefined {
  if (LOGIN_REQUESTS.has(name)) return FRAME_LOGIN_REQUEST_TIMEOUT_MS
  return name === 'SIGN_OUT' ? FRAME_SIGN_OUT_TIMEOUT_MS : undefined
}

/**
 * Creates the hidden full-screen iframe of the secure site and talks to it: every message is posted to the
 * secure site's exact origin, and a message is taken only from that origin, from that iframe's window, and when
 * it validates against the contract (src/secureFrame/frameMessages.ts); anything else is ignored.
 */
export function createSecureFrame({
  url,
  title,
  document: doc = document,
  window: win = window,
}: SecureFrameParameters): SecureFrame {
  const origin = url.origin
  const iframe = doc.createElement('iframe')
  iframe.src = url.href
  iframe.title = title
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  // Hidden and full-screen (spec part 2): it shows nothing, and needs no layout from the host.
  iframe.style.cssText =
    'position:fixed;inset:0;width:100%;height:100%;border:0;display:none;z-index:2147483647;'
  const pending = new Map<string, Pending>()
  let removed = false
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let markReady!: () => void
  let failReady!: (error: unknown) => void
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failReady = reject
  })
  // Awaited by each request; a host that never asks must not see an unhandled rejection.
  ready.catch(() => undefined)
  readyTimer = setTimeout(() => failReady(new FrameLoadError({ url: url.href })), FRAME_READY_TIMEOUT_MS)

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow || event.source === null) return
    const parsed = frameMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    if (message.type === `${FRAME_PREFIX}FRAME_READY`) {
      if (readyTimer === undefined) return
      clearTimeout(readyTimer)
      readyTimer = undefined
      setTimeout(markReady, FRAME_READY_DELAY_MS)
      return
    }
    if (!('id' in message)) return
    const waiting = pending.get(message.id)
    if (!waiting) return
    const base = `${FRAME_PREFIX}${waiting.name}`
    if (message.type === `${base}_SUCCESS`) {
      const result = frameRequests[waiting.name].result.safeParse(message.payload ?? {})
      settle(
        message.id,
        result.success
          ? { value: result.data }
          : {
              error: new FrameRequestError(waiting.name, `Invalid reply: ${result.error.issues[0]?.message}`),
            },
      )
    } else if (message.type === `${base}_ERROR`) {
      const error = frameErrorSchema.safeParse(message.payload ?? {})
      settle(message.id, {
        error: error.success
          ? new FrameRequestError(waiting.name, error.data.message, error.data.code)
          : new FrameRequestError(waiting.name, undefined),
      })
    }
  }

  function settle(id: string, outcome: { value: unknown } | { error: unknown }) {
    const waiting = pending.get(id)
    if (!waiting) return
    pending.delete(id)
    if (waiting.timer !== undefined) clearTimeout(waiting.timer)
    if ('error' in outcome) waiting.reject(outcome.error)
    else waiting.resolve(outcome.value)
  }

  win.addEventListener('message', onMessage)
  doc.body.appendChild(iframe)

  return {
    ready,
    async request(name, payload) {
      // An invalid e-mail or code never leaves the page (spec part 5).
      const checked = frameRequests[name].payload.safeParse(payload)
      if (!checked.success)
        throw new FrameRequestError(name, checked.error.issues[0]?.message ?? 'Invalid request')
      if (removed) throw new FrameNotSetError()
      await ready
      const target = iframe.contentWindow
      if (removed || !target) throw new FrameNotSetError()
      const id = crypto.randomUUID()
      return new Promise((resolve, reject) => {
        const limit = timeLimitOf(name)
        const timer =
          limit === undefined
            ? undefined
            : setTimeout(
                () => settle(id, { error: new TimeoutError(`secure frame ${name}`, { ms: limit }) }),
                limit,
              )
        pending.set(id, { name, resolve: resolve as (value: unknown) => void, reject, timer })
        target.postMessage({ type: `${APP_PREFIX}${name}`, id, payload: checked.data }, origin)
      })
    },
    destroy() {
      if (removed) return
      removed = true
      win.removeEventListener('message', onMessage)
      if (readyTimer !== undefined) clearTimeout(readyTimer)
      failReady(new FrameNotSetError())
      for (const [id, waiting] of pending) settle(id, { error: new FrameRequestAbortedError(waiting.name) })
      iframe.remove()
    },
  }
}
