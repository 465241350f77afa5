import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'

/** One Content-Security-Policy violation, from a page event or a page's or worker's console. */
export type CspViolation = { source: string; text: string }

/** Collects every CSP violation of the browser's pages and workers until stopped. */
export type CspWatch = {
  readonly violations: CspViolation[]
  /** Runs `expression` in the first attached worker of that type (to prove the watch sees its console). */
  evaluateInWorker(type: 'shared_worker' | 'worker', expression: string): Promise<void>
  stop(): Promise<void>
}

const WATCHED = new Set(['shared_worker', 'worker', 'service_worker'])
// Chromium's console wording for a blocked style, script, eval, connection or image.
const CSP_TEXT = /Content Security Policy|Content-Security-Policy|unsafe-eval|unsafe-inline/i

/**
 * Listens for `securitypolicyviolation` in every page of the context (capture phase on the document, so
 * violations inside shadow roots count too) and for CSP messages in every page's and worker's console. Workers
 * are reached over a browser CDP session, attached without flattening, because Playwright lists no
 * SharedWorkers (PLATFORM-NOTES.md); Log.enable replays what a target logged before we attached.
 */
export async function watchCsp(browser: Browser, context: BrowserContext): Promise<CspWatch> {
  const violations: CspViolation[] = []
  await context.exposeBinding('__walletdockCspViolation', (_source, text: string) => {
    violations.push({ source: 'securitypolicyviolation', text })
  })
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __walletdockCspViolation(text: string): void })
          .__walletdockCspViolation
        report(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        )
      },
      true,
    )
  })
  const onConsole = (page: Page) =>
    page.on('console', (message) => {
      if (CSP_TEXT.test(message.text())) violations.push({ source: 'page console', text: message.text() })
    })
  context.on('page', onConsole)
  for (const page of context.pages()) onConsole(page)

  const cdp: CDPSession = await browser.newBrowserCDPSession()
  const sessions = new Map<string, string>()
  let nextId = 1
  const send = (sessionId: string, method: string, params: object = {}) =>
    cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: nextId++, method, params }),
    })
  cdp.on('Target.targetCreated', async ({ targetInfo }) => {
    if (!WATCHED.has(targetInfo.type)) return
    try {
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: targetInfo.targetId,
        flatten: false,
      })
      sessions.set(sessionId, targetInfo.type)
      await send(sessionId, 'Log.enable')
      await send(sessionId, 'Runtime.enable')
      // A worker that starts paused for debuggers (Playwright's own attach) waits for every one of them.
      await send(sessionId, 'Runtime.runIfWaitingForDebugger')
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
      params?: {
        entry?: { source?: string; text?: string; url?: string }
        args?: { value?: unknown; description?: string }[]
        exceptionDetails?: { text?: string; exception?: { description?: string } }
      }
    }
    // Chromium logs each violation with source 'security' (the text may hold only the policy's note).
    const entry = parsed.method === 'Log.entryAdded' ? parsed.params?.entry : undefined
    if (
      entry &&
      (entry.source === 'security' || entry.source === 'violation' || CSP_TEXT.test(entry.text ?? ''))
    )
      violations.push({ source: `${target} console`, text: `${entry.text ?? ''} (${entry.url ?? ''})` })
    const texts: string[] = []
    if (parsed.method === 'Runtime.consoleAPICalled')
      texts.push((parsed.params?.args ?? []).map((a) => String(a.value ?? a.description ?? '')).join(' '))
    if (parsed.method === 'Runtime.exceptionThrown') {
      const details = parsed.params?.exceptionDetails
      texts.push(`${details?.text ?? ''} ${details?.exception?.description ?? ''}`)
    }
    for (const text of texts) if (CSP_TEXT.test(text)) violations.push({ source: `${target} console`, text })
    // A worker that restarts under an attached debugger waits for it: let it run.
    if (parsed.method === 'Inspector.targetReloadedAfterCrash' && sessionId)
      void send(sessionId, 'Runtime.runIfWaitingForDebugger').catch(() => undefined)
  })
  await cdp.send('Target.setDiscoverTargets', { discover: true })

  return {
    violations,
    async evaluateInWorker(workerType, expression) {
      const [sessionId] = [...sessions].find(([, type]) => type === workerType) ?? []
      if (!sessionId) throw new Error(`no ${workerType} is attached`)
      // DevTools may eval whatever the page's policy says unless told otherwise.
      await send(sessionId, 'Runtime.evaluate', { expression, allowUnsafeEvalBlockedByCSP: false })
    },
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
