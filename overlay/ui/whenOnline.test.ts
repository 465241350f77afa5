import { describe, expect, it } from 'vitest'
import { type OnlineWindow, whenOnline } from './whenOnline.ts'

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
