import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchWhenIdle, type OnlineWindow, whenOnline } from './whenOnline.ts'

/** A window whose online state the test sets; `goOnline` fires 'online' as the browser does. */
function fakeWindow(onLine: boolean) {
  const listeners = new Set<() => void>()
  const win: OnlineWindow = {
    navigator: { onLine },
    addEventListener: ((_type: string, listener: () => void) => listeners.add(listener)) as never,
    removeEventListener: ((_type: string, listener: () => void) => listeners.delete(listener)) as never,
  }
  const goOnline = () => {
    ;(win.navigator as { onLine: boolean }).onLine = true
    for (const listener of [...listeners]) {
      listeners.delete(listener)
      listener()
    }
  }
  return { win, goOnline, listeners }
}

describe('whenOnline', () => {
  it('default: online, it runs at once and waits for nothing', () => {
    const { win, listeners } = fakeWindow(true)
    let runs = 0
    whenOnline(() => (runs += 1), win)
    expect(runs).toBe(1)
    expect(listeners.size).toBe(0)
  })

  it('behavior: offline, it runs once the browser is back online, and once only', () => {
    const { win, goOnline } = fakeWindow(false)
    let runs = 0
    whenOnline(() => (runs += 1), win)
    expect(runs).toBe(0)
    goOnline()
    goOnline()
    expect(runs).toBe(1)
  })

  it('behavior: a cancelled wait never runs', () => {
    const { win, goOnline, listeners } = fakeWindow(false)
    let runs = 0
    const cancel = whenOnline(() => (runs += 1), win)
    cancel()
    goOnline()
    expect(runs).toBe(0)
    expect(listeners.size).toBe(0)
  })
})

describe('fetchWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /** The page's idle callbacks, held until the test calls them. */
  function stubIdle() {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    return idle
  }

  it('default: online at the idle moment, it runs then and not before', () => {
    const idle = stubIdle()
    vi.stubGlobal('window', fakeWindow(true).win)
    let runs = 0
    fetchWhenIdle(() => (runs += 1))
    expect(runs).toBe(0)
    for (const run of idle) run()
    expect(runs).toBe(1)
  })

  it('behavior: the network gone while the page waited, it runs once the browser is back online', () => {
    const idle = stubIdle()
    const { win, goOnline } = fakeWindow(true)
    vi.stubGlobal('window', win)
    let runs = 0
    fetchWhenIdle(() => (runs += 1))
    ;(win.navigator as { onLine: boolean }).onLine = false
    for (const run of idle) run()
    expect(runs).toBe(0)
    goOnline()
    expect(runs).toBe(1)
  })
})
