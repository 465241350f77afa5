// @vitest-environment happy-dom
import { afterAll, describe, expect, it, vi } from 'vitest'
import pkg from '../package.json'

// The modal unmounts with the page's elements; React runs the unmount's effects on a later task (setImmediate
// here), which must come before happy-dom takes `window` away at the file's end.
afterAll(async () => {
  document.body.replaceChildren()
  for (let round = 0; round < 3; round++) await new Promise((resolve) => setImmediate(resolve))
})

describe('public surface', () => {
  it('behavior: the package exports the built loader and the React and wagmi entries, the loader only createWalletdock', async () => {
    expect(pkg.exports).toEqual({
      '.': { types: './dist/types/overlay/loader.d.ts', default: './dist/lib/walletdock.js' },
      './react': { types: './dist/types/overlay/react.d.ts', default: './dist/lib/react.js' },
      './wagmi': { types: './dist/types/overlay/wagmi.d.ts', default: './dist/lib/wagmi.js' },
      './package.json': './package.json',
    })
    const loader = await import('./loader.ts')
    expect(Object.keys(loader).sort()).toEqual(['createWalletdock'])
  })

  it('behavior: importing the loader defines no elements and starts no worker until createWalletdock', async () => {
    await import('./loader.ts')
    expect(customElements.get('walletdock-modal')).toBeUndefined()
    expect(customElements.get('walletdock-button')).toBeUndefined()
  })
})

describe('open and close in a page', () => {
  // happy-dom has no worker: the tab never attaches (its core is unreachable), as on a page whose core hangs.
  it('behavior: close() before the UI chunk is here cancels the open; subscribeModal hears only real changes', async () => {
    const { createWalletdock } = await import('./loader.ts')
    const walletdock = createWalletdock({ projectId: 'p' })
    await expect(walletdock.ready).rejects.toThrow('Worker is not defined')
    const seen: boolean[] = []
    walletdock.subscribeModal(({ open }) => seen.push(open))
    const opening = walletdock.open()
    walletdock.close()
    await opening
    expect(walletdock.store.getState()).toMatchObject({ openRequest: undefined, stack: { open: false } })
    expect(seen).toEqual([])

    // With the UI chunk mounted, open() resolves once the opening rules have shown the modal.
    await walletdock.open({ view: 'Networks' })
    expect(walletdock.store.getState().stack).toMatchObject({ open: true, views: [{ name: 'Networks' }] })
    const modal = document.querySelector('walletdock-modal')
    await vi.waitFor(() => expect(modal?.shadowRoot?.querySelector('[role="dialog"]')).toBeTruthy())
    walletdock.close()
    expect(walletdock.store.getState().stack).toEqual({ views: [{ name: 'Connect' }], open: false })
    expect(seen).toEqual([true, false])
  })
})

describe('a modal taken off the page', () => {
  it('behavior: removed while the UI chunk loads, it is not rendered into; the next open() shows the modal', async () => {
    document.body.replaceChildren()
    const { createWalletdock } = await import('./loader.ts')
    const walletdock = createWalletdock({ projectId: 'p' })
    await walletdock.ready.catch(() => undefined)
    void walletdock.open()
    const removed = document.querySelector('walletdock-modal')
    removed?.remove()
    await import('./ui/mount.tsx')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(removed?.shadowRoot?.childElementCount).toBe(0)

    await walletdock.open({ view: 'Networks' })
    const modal = document.querySelector('walletdock-modal')
    expect(modal).not.toBe(removed)
    await vi.waitFor(() => expect(modal?.shadowRoot?.querySelector('[role="dialog"]')).toBeTruthy())
    walletdock.close()
    document.body.replaceChildren()
  })
})

describe('wallets found while the core starts', () => {
  it('behavior: a wallet that announces itself and an event at once is heard, not lost to an error', async () => {
    const errors: unknown[] = []
    const onError = (event: Event) => errors.push((event as ErrorEvent).error ?? event)
    window.addEventListener('error', onError)
    const provider = {
      request: async () => [],
      // Reports its accounts the moment a listener is added, as some extensions do.
      on: (event: string, listener: (value: unknown) => void) => {
        if (event === 'accountsChanged') listener([])
      },
    }
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({
            info: { uuid: crypto.randomUUID(), name: 'Eager Wallet', icon: 'data:,', rdns: 'test.eager' },
            provider,
          }),
        }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    try {
      const { createWalletdock } = await import('./loader.ts')
      let walletdock: ReturnType<typeof createWalletdock> | undefined
      expect(() => {
        walletdock = createWalletdock({ projectId: 'p' })
      }).not.toThrow()
      // The calls wait for the core; here it never starts, so they end with its error, not a TypeError.
      await expect(walletdock?.ready).rejects.toThrow('Worker is not defined')
      expect(errors).toEqual([])
    } finally {
      window.removeEventListener('eip6963:requestProvider', announce)
      window.removeEventListener('error', onError)
    }
  })
})

describe('the host’s first paint', () => {
  it('behavior: before it only the buttons are defined; the page’s wallets are asked for once it is on screen', async () => {
    let requests = 0
    const count = () => {
      requests += 1
    }
    window.addEventListener('eip6963:requestProvider', count)
    // happy-dom has no paint timing: the loader waits for the next frame, which this test holds back.
    const frames: FrameRequestCallback[] = []
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    try {
      const { createWalletdock } = await import('./loader.ts')
      const walletdock = createWalletdock({ projectId: 'p' })
      expect(customElements.get('walletdock-button')).toBeDefined()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(requests).toBe(0)
      for (const frame of frames.splice(0)) frame(performance.now())
      await vi.waitFor(() => expect(requests).toBe(1))
      await walletdock.ready.catch(() => undefined)
    } finally {
      raf.mockRestore()
      window.removeEventListener('eip6963:requestProvider', count)
    }
  })
})

describe('host manners', () => {
  it('behavior: a core that cannot start rejects ready and says why in one console.error line', async () => {
    const lines: unknown[][] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args))
    try {
      const { createWalletdock } = await import('./loader.ts')
      const walletdock = createWalletdock({ projectId: 'p' })
      await expect(walletdock.ready).rejects.toThrow('Worker is not defined')
      await vi.waitFor(() => expect(lines).toHaveLength(1))
      expect(lines[0]).toEqual(['Walletdock could not start: Worker is not defined'])
    } finally {
      spy.mockRestore()
    }
  })

  it('behavior: one provider per namespace; getAccount is the same object until the account changes', async () => {
    const { makeSnapshot, connectedTo, ADDRESS } = await import('./ui/testing.tsx')
    const { createWalletdock } = await import('./loader.ts')
    const walletdock = createWalletdock({ projectId: 'p' })
    await walletdock.ready.catch(() => undefined)
    expect(walletdock.getProvider()).toBe(walletdock.getProvider('eip155'))
    expect(walletdock.getProvider('solana')).toBe(walletdock.getProvider('solana'))
    expect(walletdock.getProvider('solana')).not.toBe(walletdock.getProvider('eip155'))

    const heard: unknown[] = []
    walletdock.subscribeAccount((account) => heard.push(account))
    const first = walletdock.getAccount()
    walletdock.store.setState({ snapshot: makeSnapshot({ version: 1 }) })
    walletdock.store.setState({ shake: true })
    expect(walletdock.getAccount()).toBe(walletdock.getAccount())
    const disconnected = walletdock.getAccount()
    expect(disconnected).toMatchObject({ status: 'disconnected', caipNetworkId: 'eip155:1' })
    // The first snapshot says what the loader assumed before it (disconnected on eip155:1): nothing changed.
    expect(disconnected).toBe(first)
    expect(heard).toEqual([])

    walletdock.store.setState({
      snapshot: makeSnapshot({ version: 2, connections: { eip155: connectedTo('eip155:137') } }),
    })
    const connected = walletdock.getAccount()
    expect(connected).not.toBe(disconnected)
    expect(connected).toMatchObject({ status: 'connected', address: ADDRESS, caipNetworkId: 'eip155:137' })
    // A new snapshot with the same account keeps the object.
    walletdock.store.setState({
      snapshot: makeSnapshot({
        version: 3,
        connections: { eip155: connectedTo('eip155:137') },
        balance: null,
      }),
    })
    expect(walletdock.getAccount()).toBe(connected)
    expect(heard.at(-1)).toBe(connected)
  })
})

describe('entries', () => {
  it('behavior: walletdock/react and walletdock/wagmi export exactly their public names', async () => {
    expect(Object.keys(await import('./react.ts')).sort()).toEqual([
      'ConnectButton',
      'DISCONNECTED_ACCOUNT',
      'WalletdockProvider',
      'useAccount',
      'useModal',
      'useWalletdock',
    ])
    expect(Object.keys(await import('./wagmi.ts')).sort()).toEqual(['walletdock'])
  })
})

describe('the buttons', () => {
  // Each button's visible text and whether a person sees it.
  const shown = (tag: string) => {
    const button = document.querySelector(tag)?.shadowRoot?.querySelector('button')
    return button && !button.hidden ? button.textContent : null
  }

  it('behavior: account and network buttons show last visit’s labels before the core answers, then the snapshot’s; each opens its view', async () => {
    const { makeSnapshot, connectedTo, ADDRESS } = await import('./ui/testing.tsx')
    const { getNetwork } = await import('../src/networks.ts')
    const { LAST_LABELS_KEY } = await import('./lastLabels.ts')
    localStorage.setItem(
      LAST_LABELS_KEY,
      JSON.stringify({ version: 1, value: { address: ADDRESS, network: 'Polygon' } }),
    )
    const { createWalletdock } = await import('./loader.ts')
    const walletdock = createWalletdock({ projectId: 'p' })
    document.body.innerHTML =
      '<walletdock-button></walletdock-button><walletdock-account-button></walletdock-account-button><walletdock-network-button></walletdock-network-button>'
    // No snapshot yet (this page's core never answers): the labels come from the page alone.
    expect(walletdock.store.getState().snapshot).toBeNull()
    expect(shown('walletdock-button')).toBe('0x1234…abcd')
    expect(shown('walletdock-account-button')).toBe('0x1234…abcd')
    expect(shown('walletdock-network-button')).toBe('Polygon')
    await walletdock.ready.catch(() => undefined)

    // The core says: disconnected, on Ethereum. The account button has nothing to show; the others follow.
    const networks = [getNetwork('eip155:1'), getNetwork('eip155:137')].filter((n) => n !== undefined)
    walletdock.store.setState({ snapshot: makeSnapshot({ version: 1, networks }) })
    expect(shown('walletdock-button')).toBe('Connect Wallet')
    expect(shown('walletdock-account-button')).toBeNull()
    expect(shown('walletdock-network-button')).toBe('Ethereum')
    expect(JSON.parse(localStorage.getItem(LAST_LABELS_KEY) ?? '')).toEqual({
      version: 1,
      value: { network: 'Ethereum' },
    })

    walletdock.store.setState({
      snapshot: makeSnapshot({ version: 2, networks, connections: { eip155: connectedTo('eip155:137') } }),
    })
    expect(shown('walletdock-account-button')).toBe('0x1234…abcd')
    expect(shown('walletdock-network-button')).toBe('Polygon')

    document.querySelector('walletdock-network-button')?.shadowRoot?.querySelector('button')?.click()
    await vi.waitFor(() =>
      expect(walletdock.store.getState().stack).toMatchObject({ open: true, views: [{ name: 'Networks' }] }),
    )
    walletdock.close()
    document.querySelector('walletdock-account-button')?.shadowRoot?.querySelector('button')?.click()
    await vi.waitFor(() =>
      expect(walletdock.store.getState().stack).toMatchObject({ open: true, views: [{ name: 'Account' }] }),
    )
    walletdock.close()
    localStorage.clear()
    document.body.innerHTML = ''
  })
})
