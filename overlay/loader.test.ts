// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import pkg from '../package.json'

describe('public surface', () => {
  it('behavior: the package exports only the loader, and the loader only createWalletdock', async () => {
    expect(pkg.exports).toEqual({ '.': './overlay/loader.ts' })
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
