// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APP_PREFIX, FRAME_PREFIX } from '../../src/secureFrame/frameMessages.ts'
import { createSecureFrame, type SecureFrame } from './secureFrame.ts'

const SITE = 'https://secure.example'
const URL_ = new URL(`${SITE}/frame?projectId=p&chainId=1&version=1&enableLogger=false`)

type Posted = { message: { type: string; id: string; payload?: unknown }; origin: string }

// The frame's window as the page sees it: what the page posts to it is recorded; what it sends comes back as
// a message event on the page's window with its origin and source, as a browser delivers it.
function startFrame(): {
  frame: SecureFrame
  posted: Posted[]
  send(data: unknown, from?: Partial<{ origin: string; source: unknown }>): void
} {
  const posted: Posted[] = []
  const target = {
    postMessage: (message: Posted['message'], origin: string) => void posted.push({ message, origin }),
  }
  // happy-dom loads no cross-origin page: the iframe's window is this stand-in, which records what is posted.
  const create = document.createElement.bind(document)
  const doc = Object.create(document, {
    createElement: {
      value: (tag: string) => {
        const element = create(tag)
        Object.defineProperty(element, 'contentWindow', { value: target })
        return element
      },
    },
    body: { value: document.body },
  }) as Document
  const frame = createSecureFrame({ url: URL_, title: 'Connexion sécurisée', document: doc })
  const send = (data: unknown, from: Partial<{ origin: string; source: unknown }> = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? SITE,
        source: (from.source ?? target) as MessageEventSource,
      }),
    )
  return { frame, posted, send }
}

const ready = { type: `${FRAME_PREFIX}FRAME_READY` }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('createSecureFrame', () => {
  it('default: a hidden full-screen iframe of the secure site, titled as asked, ready 500 ms after FRAME_READY', async () => {
    const { frame, send } = startFrame()
    const iframe = document.querySelector('iframe')
    expect(iframe?.src).toBe(URL_.href)
    expect(iframe?.style.display).toBe('none')
    expect(iframe?.getAttribute('aria-hidden')).toBe('true')
    expect(iframe?.title).toBe('Connexion sécurisée')
    let isReady = false
    void frame.ready.then(() => {
      isReady = true
    })
    send(ready)
    await vi.advanceTimersByTimeAsync(499)
    expect(isReady).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(isReady).toBe(true)
    frame.destroy()
  })

  it('behavior: a request waits for readiness, posts to the exact origin with a random id, and takes its reply', async () => {
    const { frame, posted, send } = startFrame()
    const result = frame.request('CONNECT_EMAIL', { email: 'a@example.com' })
    await vi.advanceTimersByTimeAsync(100)
    expect(posted).toHaveLength(0)
    send(ready)
    await vi.advanceTimersByTimeAsync(500)
    expect(posted).toHaveLength(1)
    const [{ message, origin }] = posted as [Posted]
    expect(origin).toBe(SITE)
    expect(message.type).toBe(`${APP_PREFIX}CONNECT_EMAIL`)
    expect(message.payload).toEqual({ email: 'a@example.com' })
    expect(message.id).toMatch(/^[0-9a-f-]{36}$/)
    send({ type: `${FRAME_PREFIX}CONNECT_EMAIL_SUCCESS`, id: message.id, payload: { action: 'VERIFY_OTP' } })
    await expect(result).resolves.toEqual({ action: 'VERIFY_OTP' })
    // Two requests never share an id.
    void frame.request('IS_CONNECTED', {}).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(posted[1]?.message.id).not.toBe(message.id)
    frame.destroy()
  })

  it('behavior: a message from another origin, another window or of another shape is ignored', async () => {
    const { frame, posted, send } = startFrame()
    // A forged FRAME_READY from the host page's own window does not make the frame ready.
    send(ready, { source: window })
    send(ready, { origin: 'https://evil.example' })
    await vi.advanceTimersByTimeAsync(1_000)
    let isReady = false
    void frame.ready.then(() => {
      isReady = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(isReady).toBe(false)
    send(ready)
    await vi.advanceTimersByTimeAsync(500)
    const result = frame.request('IS_CONNECTED', {})
    await vi.advanceTimersByTimeAsync(0)
    const id = posted[0]?.message.id
    const reply = { type: `${FRAME_PREFIX}IS_CONNECTED_SUCCESS`, id, payload: { isConnected: true } }
    send({ ...reply, payload: { isConnected: false } }, { origin: 'https://evil.example' })
    send({ ...reply, payload: { isConnected: false } }, { source: window })
    send({ ...reply, id: 42 })
    send('not an object')
    send(reply)
    await expect(result).resolves.toEqual({ isConnected: true })
    frame.destroy()
  })

  it('behavior: an _ERROR reply rejects with its message, or "An error occurred" without one', async () => {
    const { frame, posted, send } = startFrame()
    send(ready)
    await vi.advanceTimersByTimeAsync(500)
    const first = frame.request('CONNECT_OTP', { otp: '123456' })
    const second = frame.request('CONNECT_OTP', { otp: '654321' })
    await vi.advanceTimersByTimeAsync(0)
    const [a, b] = posted.map((p) => p.message.id)
    send({ type: `${FRAME_PREFIX}CONNECT_OTP_ERROR`, id: a, payload: { message: 'Invalid code' } })
    send({ type: `${FRAME_PREFIX}CONNECT_OTP_ERROR`, id: b })
    await expect(first).rejects.toMatchObject({ name: 'FrameRequestError', shortMessage: 'Invalid code' })
    await expect(second).rejects.toMatchObject({
      name: 'FrameRequestError',
      shortMessage: 'An error occurred',
    })
    frame.destroy()
  })

  it('behavior: an invalid e-mail or code is refused before any message is posted', async () => {
    const { frame, posted, send } = startFrame()
    send(ready)
    await vi.advanceTimersByTimeAsync(500)
    await expect(frame.request('CONNECT_EMAIL', { email: 'not-an-email' })).rejects.toMatchObject({
      name: 'FrameRequestError',
    })
    await expect(frame.request('CONNECT_OTP', { otp: '12ab' })).rejects.toMatchObject({
      name: 'FrameRequestError',
    })
    expect(posted).toHaveLength(0)
    frame.destroy()
  })

  it('behavior: not ready in 20 s fails with the spec text; login steps give up after 30 s, sign-out after 3 s', async () => {
    const late = startFrame()
    const waiting = late.frame.request('GET_USER', {})
    const check = expect(waiting).rejects.toMatchObject({
      name: 'FrameLoadError',
      shortMessage: 'Unable to load email login dependency',
    })
    await vi.advanceTimersByTimeAsync(20_000)
    await check
    late.frame.destroy()
    document.body.innerHTML = ''

    const { frame, send } = startFrame()
    send(ready)
    await vi.advanceTimersByTimeAsync(500)
    const device = frame.request('CONNECT_DEVICE', {})
    const signOut = frame.request('SIGN_OUT', {})
    const deviceCheck = expect(device).rejects.toMatchObject({ name: 'TimeoutError' })
    const signOutCheck = expect(signOut).rejects.toMatchObject({ name: 'TimeoutError' })
    await vi.advanceTimersByTimeAsync(3_000)
    await signOutCheck
    await vi.advanceTimersByTimeAsync(27_000)
    await deviceCheck
    frame.destroy()
  })

  it('behavior: removing the frame aborts waiting requests; later ones say the iframe is not set', async () => {
    const { frame, send } = startFrame()
    send(ready)
    await vi.advanceTimersByTimeAsync(500)
    const waiting = frame.request('GET_USER', {})
    await vi.advanceTimersByTimeAsync(0)
    frame.destroy()
    await expect(waiting).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    await expect(frame.request('GET_USER', {})).rejects.toMatchObject({
      shortMessage: 'W3mFrame: iframe is not set',
    })
    expect(document.querySelector('iframe')).toBeNull()
  })
})
