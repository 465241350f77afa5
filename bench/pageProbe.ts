import type { Page } from '@playwright/test'

/** Which modal a probe looks for. */
export type ModalKind = 'walletdock' | 'appkit'

// Plain JavaScript, added to every page as an init script: functions handed to page.evaluate would be
// serialised from tsx's output, which may reference its own helpers that do not exist in the page.
export const PROBE_SCRIPT = `(() => {
  if (window.__bench) return
  // Every element matching selector under root, shadow roots included (AppKit nests its list several deep).
  const deepAll = (root, selector, out = []) => {
    if (!root) return out
    out.push(...root.querySelectorAll(selector))
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) deepAll(el.shadowRoot, selector, out)
    return out
  }
  const modalRoot = (tag) => document.querySelector(tag)?.shadowRoot
  // The dialog box, and what a person came for: the first wallet they can pick.
  const finders = {
    walletdock: () => modalRoot('walletdock-modal')?.querySelector('[role="dialog"]'),
    appkit: () => modalRoot('w3m-modal')?.querySelector('wui-card'),
  }
  const optionFinders = {
    walletdock: () => [...(modalRoot('walletdock-modal')?.querySelectorAll('[role="dialog"] .wd-list li button') ?? [])],
    appkit: () => deepAll(modalRoot('w3m-modal'), 'wui-list-wallet'),
  }
  const buttonFinders = {
    walletdock: () => document.querySelector('walletdock-button')?.shadowRoot?.querySelector('button'),
    appkit: () => document.querySelector('appkit-button'),
    own: () => document.getElementById('sign'),
  }
  // Laid out with a box, and neither it nor any ancestor (across shadow roots) hidden or transparent.
  const visible = (el) => {
    if (!el || !el.isConnected) return false
    const box = el.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return false
    for (let node = el; node; node = node.parentNode ?? node.host) {
      if (node.nodeType !== 1) continue
      const style = getComputedStyle(node)
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false
    }
    return true
  }
  const textOf = (root, out) => {
    for (const node of root.childNodes) {
      if (node.nodeType === 3) out.push(node.data)
      else if (node.nodeType === 1) {
        if (node.shadowRoot) textOf(node.shadowRoot, out)
        textOf(node, out)
      }
    }
    return out
  }
  // Per frame until the predicate holds: the time is taken in the frame that will paint it.
  const untilFrame = (predicate, limitMs) =>
    new Promise((resolve) => {
      const started = performance.now()
      const tick = () => {
        if (predicate()) return resolve(performance.now())
        if (performance.now() - started > limitMs) return resolve(null)
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
  const stops = []
  // From the page's first frame: the first frame in which each connect button is on screen with its label
  // (ours, AppKit's, and the host page's own "Sign" button as the baseline). Stops once the page's own and a
  // modal's button are seen, or a second after the load event, so it is idle by the first click.
  const buttons = { walletdock: null, appkit: null, own: null }
  const labelled = (el) => visible(el) && ((el.shadowRoot ? textOf(el.shadowRoot, []) : []).join('') || el.textContent).trim() !== ''
  let buttonsUntil = Infinity
  addEventListener('load', () => { buttonsUntil = performance.now() + 1000 }, { once: true })
  const watchButtons = () => {
    const now = performance.now()
    for (const name of Object.keys(buttons))
      if (buttons[name] === null && labelled(buttonFinders[name]())) buttons[name] = now
    const done = buttons.own !== null && (buttons.walletdock !== null || buttons.appkit !== null)
    if (!done && now < buttonsUntil) requestAnimationFrame(watchButtons)
  }
  requestAnimationFrame(watchButtons)
  window.__bench = {
    modalVisible: (kind) => visible(finders[kind]()),
    /**
     * Resolves with { click, visible, option } (performance.now() times) for the next click on the page:
     * the frame the dialog box is on screen, and the frame its first wallet option is.
     */
    armOpen(kind, limitMs, untilOption) {
      return new Promise((resolve) => {
        addEventListener('click', (event) => {
          const click = event.timeStamp
          let shown = null
          untilFrame(() => {
            if (shown === null && visible(finders[kind]())) shown = performance.now()
            return shown !== null && (!untilOption || optionFinders[kind]().some(visible))
          }, limitMs).then((last) => resolve({ click, visible: shown, option: untilOption ? last : null }))
        }, { capture: true, once: true })
      })
    },
    /** First frames (ms since navigation start) each connect button was on screen with its label. */
    buttons: () => ({ ...buttons }),
    /** The first frame where a balance of the given text shows anywhere on the page, shadow roots included. */
    balanceShown(pattern, limitMs) {
      const re = new RegExp(pattern)
      return untilFrame(() => re.test(textOf(document.body, []).join(' ')), limitMs)
    },
    balanceText(pattern) {
      return textOf(document.body, []).join(' ').match(new RegExp(pattern))?.[0] ?? null
    },
    /**
     * Epoch time at which the host's account listener first wrote 'connected' (a MutationObserver callback
     * runs in the listener's task), or null once stopConnectedWatch() is called.
     */
    connectedAt() {
      return new Promise((resolve) => {
        const el = document.querySelector('[data-testid="host-status"]')
        if (!el) return resolve(null)
        const observer = new MutationObserver(() => {
          if (el.textContent !== 'connected') return
          observer.disconnect()
          resolve(performance.timeOrigin + performance.now())
        })
        observer.observe(el, { childList: true, characterData: true, subtree: true })
        stops.push(() => {
          observer.disconnect()
          resolve(null)
        })
      })
    },
    stopConnectedWatch: () => stops.splice(0).forEach((stop) => stop()),
    fcp: () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    loadEnd: () => performance.timeOrigin + (performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0),
    timeOrigin: () => performance.timeOrigin,
  }
})()`

/**
 * A click on the host's connect button, timed in the page from the click event to the first frame showing the
 * dialog box (`ms`) and to the first frame showing a wallet option in it (`optionMs`; the limit: null).
 */
export async function timedOpen(
  page: Page,
  kind: ModalKind,
  limitMs = 10_000,
  /** Another element to click than the connect button, e.g. a host button that calls open(). */
  trigger?: string,
  /** Whether to wait for the first wallet option too (else only the dialog box is timed). */
  untilOption = true,
): Promise<{ clickAt: number; ms: number | null; optionMs: number | null }> {
  const armed = page.evaluate(
    ([k, limit, option]) =>
      (
        window as unknown as {
          __bench: {
            armOpen(
              k: string,
              l: number,
              o: boolean,
            ): Promise<{ click: number; visible: number | null; option: number | null }>
          }
        }
      ).__bench.armOpen(k as string, limit as number, option as boolean),
    [kind, limitMs, untilOption] as const,
  )
  // Armed before the click: evaluate's listener is installed by the time this round trip returns.
  await page.evaluate(() => undefined)
  await page
    .locator(trigger ?? (kind === 'walletdock' ? 'walletdock-button' : 'appkit-button'))
    .click({ timeout: limitMs })
  const { click, visible, option } = await armed
  const origin = await page.evaluate(() => performance.timeOrigin)
  return {
    clickAt: origin + click,
    ms: visible === null ? null : visible - click,
    optionMs: option === null ? null : option - click,
  }
}

/** When each connect button was first on screen with its label (ms since navigation start; null: never). */
export const buttonsShown = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as {
        __bench: { buttons(): Record<'walletdock' | 'appkit' | 'own', number | null> }
      }
    ).__bench.buttons(),
  )

/** Whether the modal is on screen now. */
export const modalVisible = (page: Page, kind: ModalKind) =>
  page.evaluate(
    (k) => (window as unknown as { __bench: { modalVisible(k: string): boolean } }).__bench.modalVisible(k),
    kind,
  )

/** First contentful paint of the page (ms since navigation start). */
export const firstContentfulPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: { fcp(): number | null } }).__bench.fcp())

/** When the page's load event finished (epoch ms). */
export const loadEventEnd = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: { loadEnd(): number } }).__bench.loadEnd())

const BALANCE_PATTERN = '10[\\s,.]*000(?:\\.0+)?\\s*ETH|10(?:\\.0+)?\\s*K\\s*ETH'

/** The balance text on the page now, if any. */
export const balanceText = (page: Page) =>
  page.evaluate(
    (pattern) =>
      (window as unknown as { __bench: { balanceText(p: string): string | null } }).__bench.balanceText(
        pattern,
      ),
    BALANCE_PATTERN,
  )

/** Starts watching for a balance in ETH anywhere on the page; resolves with ms since navigation start. */
export const balanceShown = (page: Page, limitMs: number) =>
  page.evaluate(
    (limit) =>
      (
        window as unknown as { __bench: { balanceShown(p: string, l: number): Promise<number | null> } }
      ).__bench.balanceShown(limit[0] as string, limit[1] as number),
    [BALANCE_PATTERN, limitMs] as const,
  )

/** Resolves with the epoch time at which the host's `host-status` turns 'connected', or null once stopped. */
export const connectedAt = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __bench: { connectedAt(): Promise<number | null> } }).__bench.connectedAt(),
  )

/** Ends the page's pending connectedAt() watches (they resolve with null). */
export const stopConnectedWatch = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __bench: { stopConnectedWatch(): void } }).__bench.stopConnectedWatch(),
  )
