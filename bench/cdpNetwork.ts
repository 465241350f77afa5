import type { Browser, CDPSession } from '@playwright/test'

/** One request or WebSocket seen by Chromium in a page or worker target. */
export type NetworkEvent = {
  kind: 'request' | 'websocket'
  url: string
  target: string
  at: number
}

export type NetworkWatch = {
  events: NetworkEvent[]
  /** Target types seen (page, shared_worker, worker, service_worker). */
  targets(): string[]
  stop(): Promise<void>
}

const WATCHED = new Set(['page', 'shared_worker', 'worker', 'service_worker'])

/**
 * Watches the network of every page and worker of the browser over a browser-level CDP session.
 * Playwright lists no SharedWorkers, so each target is attached here without flattening and its
 * Network domain is driven through Target.sendMessageToTarget (PLATFORM-NOTES.md).
 */
export async function watchNetwork(browser: Browser): Promise<NetworkWatch> {
  const cdp: CDPSession = await browser.newBrowserCDPSession()
  const events: NetworkEvent[] = []
  const sessions = new Map<string, string>()
  let nextId = 1
  const send = (sessionId: string, method: string, params: object = {}) =>
    cdp
      .send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: nextId++, method, params }),
      })
      .catch(() => undefined)

  cdp.on('Target.targetCreated', async ({ targetInfo }) => {
    if (!WATCHED.has(targetInfo.type)) return
    try {
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: targetInfo.targetId,
        flatten: false,
      })
      sessions.set(sessionId, targetInfo.type)
      await send(sessionId, 'Network.enable')
    } catch {
      // The target went away before we attached.
    }
  })
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => {
    if (sessionId) sessions.delete(sessionId)
  })
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const target = sessions.get(sessionId ?? '') ?? '?'
    const parsed = JSON.parse(message) as {
      method?: string
      params?: { request?: { url: string }; url?: string }
    }
    if (parsed.method === 'Network.requestWillBeSent' && parsed.params?.request)
      events.push({ kind: 'request', url: parsed.params.request.url, target, at: Date.now() })
    if (parsed.method === 'Network.webSocketCreated' && parsed.params?.url)
      events.push({ kind: 'websocket', url: parsed.params.url, target, at: Date.now() })
  })
  const seenTypes = new Set<string>()
  cdp.on('Target.targetCreated', ({ targetInfo }) => seenTypes.add(targetInfo.type))
  await cdp.send('Target.setDiscoverTargets', { discover: true })
  return {
    events,
    targets: () => [...seenTypes],
    async stop() {
      // Detach first: a worker target left attached this way can stall new tabs (PLATFORM-NOTES.md).
      await Promise.all(
        [...sessions.keys()].map((sessionId) =>
          cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined),
        ),
      )
      await cdp.send('Target.setDiscoverTargets', { discover: false }).catch(() => undefined)
      await cdp.detach().catch(() => undefined)
    },
  }
}

/** Requests to anything but loopback: the remote calls a page or its workers tried. */
export const remoteRequests = (events: NetworkEvent[]) =>
  events.filter(
    (e) =>
      e.kind === 'request' &&
      /^(https?|wss?):/.test(e.url) &&
      !/^\w+:\/\/(127\.0\.0\.1|localhost)[:/]/.test(e.url),
  )
