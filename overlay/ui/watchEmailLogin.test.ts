import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config.ts'
import type { Locale } from '../../src/messages/locales.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../src/secureFrame/emailLogin.ts'
import type { Snapshot } from '../../src/snapshot.ts'
import { emptySnapshot } from '../../src/snapshotTesting.ts'
import { createTabStore, type TabStore } from '../tabStore.ts'
import { startEmbeddedFrame } from './embeddedFrame.ts'
import { type IdleWindow, watchEmailLogin } from './watchEmailLogin.ts'
import type { OnlineWindow } from './whenOnline.ts'

const base = emptySnapshot()
const withEmail = parseConfig({ projectId: 'p', serviceUrls: { secureSite: 'http://127.0.0.1:8599' } })
const withoutEmail = parseConfig({ projectId: 'p' })

// An idle callback the test runs by hand: what is waiting runs when the test says the page is idle.
function idlePage() {
  const waiting: (() => void)[] = []
  const win: IdleWindow = {
    setTimeout: () => {
      throw new Error('requestIdleCallback is there')
    },
    requestIdleCallback: (run) => waiting.push(run),
  }
  const idle = () => {
    for (const run of waiting.splice(0)) run()
  }
  return { win, idle }
}

function watch(
  store: TabStore,
  win: IdleWindow,
  outcome: () => Promise<void> = () => Promise.resolve(),
  locale: Locale = 'en',
) {
  const titles: string[] = []
  watchEmailLogin(
    store,
    { add: () => undefined },
    {
      locale,
      win,
      attach: (frameTitle) => {
        titles.push(frameTitle)
        return outcome()
      },
    },
  )
  const attached = () => titles.length
  return Object.assign(attached, { titles })
}

// The frame starts once the tab's catalog is at hand (a promise, even when it is already here).
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

const open = (store: TabStore) => store.setState({ stack: { views: [{ name: 'Connect' }], open: true } })

describe('watchEmailLogin', () => {
  it('default: a tab never connected starts no frame before its modal opens, then once the page is idle', async () => {
    const store = createTabStore()
    const page = idlePage()
    const attached = watch(store, page.win)
    store.setState({ config: withEmail, snapshot: base })
    page.idle()
    await settled()
    expect(attached()).toBe(0)
    open(store)
    await settled()
    expect(attached()).toBe(0)
    page.idle()
    await settled()
    expect(attached()).toBe(1)
    store.setState({ stack: { views: [{ name: 'Connect' }], open: false } })
    open(store)
    page.idle()
    await settled()
    expect(attached()).toBe(1)
  })

  it('behavior: offline, the modal opening starts no frame (its code would not load) until the browser is back online', async () => {
    const store = createTabStore()
    const page = idlePage()
    const backOnline: (() => void)[] = []
    const online = {
      navigator: { onLine: false },
      addEventListener: (_type: string, listener: () => void) => backOnline.push(listener),
      removeEventListener: () => undefined,
    } as unknown as OnlineWindow
    const attached = watch(store, { ...page.win, online })
    store.setState({ config: withEmail, snapshot: base })
    open(store)
    page.idle()
    await settled()
    expect(attached()).toBe(0)
    for (const listener of backOnline.splice(0)) listener()
    page.idle()
    await settled()
    expect(attached()).toBe(1)
  })

  it('behavior: the session is the embedded wallet’s (being restored, or signed in): the frame starts at once', async () => {
    for (const snapshot of [
      { ...base, connections: { eip155: { status: 'connecting', connectorId: EMBEDDED_CONNECTOR_ID } } },
      { ...base, emailLogin: { email: 'a@b.co', lastEmailLoginAt: null } },
    ] satisfies Snapshot[]) {
      const store = createTabStore()
      const attached = watch(store, idlePage().win)
      store.setState({ config: withEmail, snapshot })
      await settled()
      expect(attached()).toBe(1)
    }
  })

  it('behavior: another wallet’s session starts nothing; e-mail login off never starts a frame', async () => {
    const store = createTabStore()
    const page = idlePage()
    const attached = watch(store, page.win)
    store.setState({
      config: withEmail,
      snapshot: { ...base, connections: { eip155: { status: 'connecting', connectorId: 'io.metamask' } } },
    })
    page.idle()
    await settled()
    expect(attached()).toBe(0)

    const off = createTabStore()
    const offPage = idlePage()
    const offAttached = watch(off, offPage.win)
    off.setState({ config: withoutEmail, snapshot: base })
    open(off)
    offPage.idle()
    await settled()
    expect(offAttached()).toBe(0)
  })

  it('behavior: an address sent before the idle moment starts the frame first, once', async () => {
    const store = createTabStore()
    const page = idlePage()
    const attached = watch(store, page.win)
    store.setState({ config: withEmail, snapshot: base })
    open(store)
    await startEmbeddedFrame(store)
    await settled()
    expect(attached()).toBe(1)
    page.idle()
    await startEmbeddedFrame(store)
    await settled()
    expect(attached()).toBe(1)
  })

  it('behavior: the frame is titled in the tab’s language', async () => {
    const store = createTabStore()
    const attached = watch(store, idlePage().win, undefined, 'ja')
    store.setState({ config: withEmail, snapshot: base })
    await startEmbeddedFrame(store)
    expect(attached.titles).toEqual(['安全なログイン'])
  })

  it('error: the bridge does not load: the field shows why, and the next submit tries again', async () => {
    const store = createTabStore()
    const failure = new Error('Failed to fetch dynamically imported module')
    let fail = true
    const attached = watch(store, idlePage().win, () => (fail ? Promise.reject(failure) : Promise.resolve()))
    store.setState({ config: withEmail, snapshot: base })
    await expect(startEmbeddedFrame(store)).rejects.toBe(failure)
    expect(store.getState().embedded).toEqual({ status: 'failed', error: failure })
    fail = false
    await startEmbeddedFrame(store)
    await settled()
    expect(attached()).toBe(2)
  })
})
