// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import pkg from '../package.json'

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
