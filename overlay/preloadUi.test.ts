import { describe, expect, it } from 'vitest'
import { type PreloadWindow, preloadUiWhenIdle } from './preloadUi.ts'

function fakeWindow(readyState: DocumentReadyState, withIdle: boolean) {
  const listeners: (() => void)[] = []
  const idle: (() => void)[] = []
  const timers: (() => void)[] = []
  const win = {
    document: { readyState },
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'load') listeners.push(fn)
    },
    setTimeout: (fn: () => void) => {
      timers.push(fn)
      return 0
    },
    requestIdleCallback: withIdle
      ? (fn: () => void) => {
          idle.push(fn)
          return 0
        }
      : undefined,
  } as unknown as PreloadWindow
  const load = () => {
    for (const fn of listeners.splice(0)) fn()
  }
  return { win, load, idle, timers }
}

describe('preloadUiWhenIdle', () => {
  it('default: waits for the load event, then for an idle moment', async () => {
    const page = fakeWindow('loading', true)
    let preloaded = 0
    preloadUiWhenIdle(async () => {
      preloaded += 1
    }, page.win)
    expect(page.idle).toHaveLength(0)
    page.load()
    expect(preloaded).toBe(0)
    for (const fn of page.idle.splice(0)) fn()
    expect(preloaded).toBe(1)
  })

  it('bad input: a preload that throws at once (the page torn down) is caught, not left to the host', async () => {
    const page = fakeWindow('complete', false)
    const uncaught: unknown[] = []
    const record = (error: unknown) => void uncaught.push(error)
    process.on('uncaughtException', record)
    process.on('unhandledRejection', record)
    try {
      let tried = 0
      preloadUiWhenIdle(() => {
        tried += 1
        throw new ReferenceError('document is not defined')
      }, page.win)
      expect(() => {
        for (const fn of page.timers.splice(0)) fn()
      }).not.toThrow()
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(tried).toBe(1)
      expect(uncaught).toEqual([])
    } finally {
      process.off('uncaughtException', record)
      process.off('unhandledRejection', record)
    }
  })

  it('behavior: a page already loaded waits only for idle; no requestIdleCallback falls back to a timer', () => {
    const loaded = fakeWindow('complete', true)
    preloadUiWhenIdle(async () => undefined, loaded.win)
    expect(loaded.idle).toHaveLength(1)
    const old = fakeWindow('complete', false)
    preloadUiWhenIdle(async () => undefined, old.win)
    expect(old.timers).toHaveLength(1)
  })

  it('behavior: a failed preload is left for the first open to retry, with no unhandled rejection', async () => {
    const page = fakeWindow('complete', true)
    let attempts = 0
    preloadUiWhenIdle(async () => {
      attempts += 1
      throw new Error('offline')
    }, page.win)
    for (const fn of page.idle.splice(0)) fn()
    await Promise.resolve()
    expect(attempts).toBe(1)
  })
})
