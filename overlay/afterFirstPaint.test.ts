import { describe, expect, it } from 'vitest'
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, type PaintWindow } from './afterFirstPaint.ts'

type Entry = { name: string }

/** A page whose frames, timers, paints and visibility the test drives. */
function fakePage(options: { visible?: boolean; paintTiming?: boolean } = {}) {
  const timers: { fn: () => void; ms: number }[] = []
  const frames: (() => void)[] = []
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = []
  const hidden: (() => void)[] = []
  class Observer {
    static supportedEntryTypes = options.paintTiming === false ? ['mark'] : ['paint', 'mark']
    #record: { callback: PerformanceObserverCallback; disconnected: boolean }
    constructor(callback: PerformanceObserverCallback) {
      this.#record = { callback, disconnected: false }
      observers.push(this.#record)
    }
    observe() {}
    disconnect() {
      this.#record.disconnected = true
    }
  }
  const win = {
    document: {
      visibilityState: options.visible === false ? 'hidden' : 'visible',
      addEventListener: (type: string, fn: () => void) => {
        if (type === 'visibilitychange') hidden.push(fn)
      },
    },
    setTimeout: (fn: () => void, ms = 0) => {
      timers.push({ fn, ms })
      return 0
    },
    requestAnimationFrame: (fn: () => void) => {
      frames.push(fn)
      return 0
    },
    PerformanceObserver: Observer,
  } as unknown as PaintWindow
  const paint = (name: string) => {
    const entries: Entry[] = [{ name }]
    const list = { getEntriesByName: (n: string) => entries.filter((e) => e.name === n) }
    for (const o of observers)
      if (!o.disconnected)
        o.callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver)
  }
  return { win, timers, frames, observers, hidden, paint }
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  for (let i = 0; i < 5; i += 1) await Promise.resolve()
  return done
}

describe('afterFirstPaint', () => {
  it('default: waits for the first contentful paint to be on screen, not for a frame', async () => {
    const page = fakePage()
    const waiting = afterFirstPaint(page.win)
    expect(page.frames).toHaveLength(0)
    page.paint('first-paint')
    expect(await settled(waiting)).toBe(false)
    page.paint('first-contentful-paint')
    expect(await settled(waiting)).toBe(true)
    expect(page.observers.every((o) => o.disconnected)).toBe(true)
  })

  it('behavior: a hidden tab paints nothing and does not wait', async () => {
    const page = fakePage({ visible: false })
    expect(await settled(afterFirstPaint(page.win))).toBe(true)
    expect(page.observers).toHaveLength(0)
  })

  it('behavior: a page with no contentful paint yet, or hidden meanwhile, waits no longer', async () => {
    const slow = fakePage()
    const waiting = afterFirstPaint(slow.win)
    const cap = slow.timers.find((t) => t.ms === FIRST_PAINT_WAIT_MS)
    expect(cap).toBeDefined()
    expect(await settled(waiting)).toBe(false)
    cap?.fn()
    expect(await settled(waiting)).toBe(true)

    const backgrounded = fakePage()
    const waitingToo = afterFirstPaint(backgrounded.win)
    for (const fn of backgrounded.hidden) fn()
    expect(await settled(waitingToo)).toBe(true)
  })

  it('behavior: without paint timing, the next frame is waited for', async () => {
    const page = fakePage({ paintTiming: false })
    const waiting = afterFirstPaint(page.win)
    expect(page.observers).toHaveLength(0)
    expect(page.frames).toHaveLength(1)
    for (const fn of page.frames.splice(0)) fn()
    expect(await settled(waiting)).toBe(false)
    page.timers.find((t) => t.ms === 0)?.fn()
    expect(await settled(waiting)).toBe(true)
  })
})
