import { describe, expect, it } from 'vitest'
import { emptySnapshot } from '../../src/snapshotTesting.ts'
import type { Connector } from '../../src/types.ts'
import { applySnapshot, createTabStore } from '../tabStore.ts'
import { iconSource, rasterizeListedIcons } from './iconSource.ts'

const base = emptySnapshot()
const wallet = (id: string, imageUrl?: string): Connector => ({
  id,
  name: id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl,
})
const svg = (n: number) => `data:image/svg+xml,%3Csvg%20id%3D%22${n}%22%2F%3E`

/** A rasterizer that records what it was asked and draws `png:<url>`, or fails for the URLs told. */
function fakeRasterize(failing: string[] = []) {
  const asked: string[][] = []
  const rasterize = async (urls: string[]) => {
    asked.push(urls)
    return urls.map((url) => (failing.includes(url) ? undefined : `png:${url}`))
  }
  return { asked, rasterize }
}

describe('wallet icons drawn as bitmaps', () => {
  it('behavior: the listed wallets’ inline SVG icons are drawn at idle, and rows then show the bitmaps', async () => {
    const store = createTabStore()
    const { asked, rasterize } = fakeRasterize()
    const idle: (() => void)[] = []
    rasterizeListedIcons(store, rasterize, (fn) => idle.push(fn))
    const png = 'data:image/png;base64,AAAA'
    applySnapshot(store, {
      ...base,
      connectors: [wallet('a', svg(1)), wallet('b', png), wallet('c'), wallet('d', 'https://x.test/d.svg')],
    })
    expect(asked).toEqual([])
    expect(iconSource(svg(1))).toBe(svg(1))
    for (const fn of idle.splice(0)) fn()
    await Promise.resolve()
    // Only the inline SVG: a PNG is decoded off the main thread already, a remote icon cannot be read back.
    expect(asked).toEqual([[svg(1)]])
    expect(iconSource(svg(1))).toBe(`png:${svg(1)}`)
    expect(iconSource(png)).toBe(png)
  })

  it('behavior: each icon is drawn once; a wallet listed later has its own drawn; one that fails keeps its SVG', async () => {
    const store = createTabStore()
    const { asked, rasterize } = fakeRasterize([svg(4)])
    rasterizeListedIcons(store, rasterize, (fn) => fn())
    applySnapshot(store, { ...base, connectors: [wallet('a', svg(2))] })
    applySnapshot(store, {
      ...base,
      version: 2,
      connectors: [wallet('a', svg(2)), wallet('b', svg(3)), wallet('c', svg(4))],
    })
    applySnapshot(store, {
      ...base,
      version: 3,
      connectors: [wallet('a', svg(2)), wallet('b', svg(3)), wallet('c', svg(4))],
    })
    await Promise.resolve()
    expect(asked).toEqual([[svg(2)], [svg(3), svg(4)]])
    expect(iconSource(svg(3))).toBe(`png:${svg(3)}`)
    expect(iconSource(svg(4))).toBe(svg(4))
  })

  it('behavior: no canvas or a failed import: every row keeps its SVG, nothing is thrown', async () => {
    const store = createTabStore()
    rasterizeListedIcons(
      store,
      () => Promise.reject(new Error('no canvas')),
      (fn) => fn(),
    )
    applySnapshot(store, { ...base, connectors: [wallet('a', svg(5))] })
    await new Promise((resolve) => setTimeout(resolve))
    expect(iconSource(svg(5))).toBe(svg(5))
  })

  it('behavior: a connected tab (its first open shows Account) draws none until it is disconnected', async () => {
    const store = createTabStore()
    const { asked, rasterize } = fakeRasterize()
    rasterizeListedIcons(store, rasterize, (fn) => fn())
    const connected = {
      status: 'connected',
      connectorId: 'a',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipNetworkId: 'eip155:31337',
    } as const
    applySnapshot(store, { ...base, connections: { eip155: connected }, connectors: [wallet('a', svg(6))] })
    applySnapshot(store, {
      ...base,
      version: 2,
      connections: { eip155: connected },
      connectors: [wallet('a', svg(6))],
    })
    expect(asked).toEqual([])
    applySnapshot(store, {
      ...base,
      version: 3,
      connections: { eip155: { status: 'disconnected' } },
      connectors: [wallet('a', svg(6))],
    })
    await Promise.resolve()
    expect(asked).toEqual([[svg(6)]])
  })
})
