import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseConfig } from '../../src/config.ts'
import { FrameLoadError } from '../../src/secureFrame/frameErrors.ts'
import type { FrameRequestName } from '../../src/secureFrame/frameMessages.ts'
import { type EmbeddedStatus, FRAME_RETRY_MS, startEmbeddedWallet } from './embeddedWallet.ts'
import type { SecureFrame } from './secureFrame.ts'

const config = parseConfig({
  projectId: 'p',
  networks: ['eip155:31337'],
  serviceUrls: { secureSite: 'https://secure.example' },
  themeMode: 'light',
  themeVariables: { '--wd-accent': '#ff0000' },
  metadata: { name: 'Demo', description: 'A host', url: 'https://host.example', icons: [] },
})

type Made = {
  url: URL
  fail(): void
  ready(): void
  requests: { name: FrameRequestName; payload: unknown }[]
}

// Frames as the tab would make them, each settled by the test: ready, or failed to load (the site down).
function frames() {
  const made: Made[] = []
  const createFrame = (url: URL): SecureFrame => {
    let ready!: () => void
    let fail!: (error: unknown) => void
    const promise = new Promise<void>((resolve, reject) => {
      ready = resolve
      fail = reject
    })
    promise.catch(() => undefined)
    const entry: Made = { url, ready, fail: () => fail(new FrameLoadError()), requests: [] }
    made.push(entry)
    return {
      ready: promise,
      request: async (name, payload) => {
        entry.requests.push({ name, payload })
        await promise
        return (name === 'GET_CHAIN_ID' ? { chainId: 31337 } : {}) as never
      },
      destroy: () => undefined,
    }
  }
  return { made, createFrame }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('startEmbeddedWallet', () => {
  it('default: the frame of the spec’s URL, then the host’s theme and dapp data synced to it once ready', async () => {
    const { made, createFrame } = frames()
    const statuses: EmbeddedStatus[] = []
    startEmbeddedWallet({ config, createFrame, onStatus: (status) => statuses.push(status) })
    expect(made).toHaveLength(1)
    const url = made[0]?.url
    expect(url?.origin).toBe('https://secure.example')
    expect(url?.pathname).toBe('/frame')
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      projectId: 'p',
      chainId: '31337',
      version: config.sdkVersion,
      enableLogger: 'false',
    })
    made[0]?.ready()
    await vi.advanceTimersByTimeAsync(0)
    expect(statuses).toEqual(['loading', 'ready'])
    expect(made[0]?.requests).toEqual([
      { name: 'SYNC_THEME', payload: { themeMode: 'light', themeVariables: { '--wd-accent': '#ff0000' } } },
      {
        name: 'SYNC_DAPP_DATA',
        payload: {
          projectId: 'p',
          sdkVersion: config.sdkVersion,
          sdkType: config.sdkType,
          metadata: config.metadata,
        },
      },
    ])
  })

  it('behavior: a frame that failed to load is made again, backing off, its error on show meanwhile; ready again, it says so', async () => {
    const { made, createFrame } = frames()
    const seen: { status: EmbeddedStatus; error: unknown }[] = []
    const onBack = vi.fn()
    startEmbeddedWallet({
      config,
      createFrame,
      onBack,
      onStatus: (status, error) => seen.push({ status, error }),
    })
    made[0]?.fail()
    await vi.advanceTimersByTimeAsync(FRAME_RETRY_MS - 1)
    expect(made).toHaveLength(1)
    expect(seen.at(-1)).toEqual({
      status: 'failed',
      error: expect.objectContaining({ name: 'FrameLoadError' }),
    })
    await vi.advanceTimersByTimeAsync(1)
    expect(made).toHaveLength(2)
    // Tried again: the load error stays until this frame is ready.
    expect(seen.at(-1)).toEqual({
      status: 'loading',
      error: expect.objectContaining({ name: 'FrameLoadError' }),
    })
    made[1]?.fail()
    await vi.advanceTimersByTimeAsync(FRAME_RETRY_MS)
    expect(made).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(FRAME_RETRY_MS)
    expect(made).toHaveLength(3)
    expect(onBack).not.toHaveBeenCalled()
    made[2]?.ready()
    await vi.advanceTimersByTimeAsync(0)
    expect(seen.at(-1)).toEqual({ status: 'ready', error: undefined })
    expect(onBack).toHaveBeenCalledTimes(1)
  })

  it('behavior: a request to a frame that failed makes a new one at once instead of waiting for the next try', async () => {
    const { made, createFrame } = frames()
    const wallet = startEmbeddedWallet({ config, createFrame, onStatus: () => undefined })
    made[0]?.fail()
    await vi.advanceTimersByTimeAsync(0)
    const chainId = wallet.request({ method: 'eth_chainId' })
    expect(made).toHaveLength(2)
    expect(made[1]?.requests.map((r) => r.name)).toEqual(['GET_CHAIN_ID'])
    made[1]?.ready()
    await expect(chainId).resolves.toBe('0x7a69')
    // The request's frame is the live one: the scheduled retry does not replace it.
    await vi.advanceTimersByTimeAsync(FRAME_RETRY_MS * 4)
    expect(made).toHaveLength(2)
  })

  it("behavior: with themeMode 'system' an OS theme change after start is synced to the frame", async () => {
    const listeners = new Set<() => void>()
    const query = {
      matches: true,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }
    vi.stubGlobal('matchMedia', () => query)
    try {
      const { made, createFrame } = frames()
      const wallet = startEmbeddedWallet({
        config: { ...config, themeMode: 'system' },
        createFrame,
        onStatus: () => undefined,
      })
      made[0]?.ready()
      await vi.advanceTimersByTimeAsync(0)
      query.matches = false
      for (const listener of listeners) listener()
      const themes = made[0]?.requests
        .filter((r) => r.name === 'SYNC_THEME')
        .map((r) => (r.payload as { themeMode: string }).themeMode)
      expect(themes).toEqual(['light', 'dark'])
      wallet.destroy()
      expect(listeners.size).toBe(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
