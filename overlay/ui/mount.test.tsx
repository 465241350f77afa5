// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTabStore } from '../tabStore.ts'
import { mountUi } from './mount.tsx'
import { recordingIntents } from './testing.tsx'

describe('mountUi', () => {
  it('default: renders into the shadow root with its stylesheet, and unmounts cleanly', async () => {
    const host = document.body.appendChild(document.createElement('div'))
    const root = host.attachShadow({ mode: 'open' })
    const store = createTabStore()
    let unmount = () => {}
    await act(async () => {
      unmount = mountUi(root, {
        store,
        intents: recordingIntents().intents,
        isMobile: false,
        locale: 'en',
        wallets: {
          add: () => undefined,
          list: () => [],
          watchWalletStandard: () => Promise.reject(new Error('none')),
        },
      })
    })
    // Adopted, not a <style> element, which a strict Content-Security-Policy would block.
    expect(root.querySelector('style')).toBeNull()
    expect(root.adoptedStyleSheets).toHaveLength(1)
    expect(
      [...(root.adoptedStyleSheets[0]?.cssRules ?? [])].map((rule) => rule.cssText).join('\n'),
    ).toContain('--wd-z-index: 999')
    expect(root.querySelector('[role="dialog"]')).toBeNull()

    await act(async () => store.setState({ stack: { views: [{ name: 'Connect' }], open: true } }))
    const dialog = root.querySelector('[role="dialog"]')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    expect(root.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Connect Wallet',
    )
    expect(root.activeElement).toBe(dialog)

    act(() => unmount())
    expect(root.childNodes).toHaveLength(0)
    expect(root.adoptedStyleSheets).toHaveLength(0)
    host.remove()
  })

  it('behavior: a modal already open when the UI mounts hears Escape from the first frame it is in the page', async () => {
    // open() before the idle preload has mounted the UI (a page asking for accounts at load, a busy machine):
    // the open request is applied as the UI mounts, so the root's first render already shows the dialog. That
    // render is not a synchronous one, and React runs its passive effects in a later task: a key pressed after
    // the dialog is on screen but before that task (seen in e2e on a loaded machine) must still close it.
    const host = document.body.appendChild(document.createElement('div'))
    const root = host.attachShadow({ mode: 'open' })
    const store = createTabStore()
    store.setState({ stack: { views: [{ name: 'Connect' }], open: true } })
    const seen: string[] = []
    // A MutationObserver's callback runs in the microtask after React's commit put the dialog in, before any
    // later task: where a key from the person (or Playwright) can land.
    const observer = new MutationObserver(() => {
      if (seen.length > 0 || !root.querySelector('[role="dialog"]')) return
      seen.push('dialog')
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      seen.push(store.getState().stack.open ? 'still open' : 'closed')
    })
    observer.observe(root, { childList: true, subtree: true })
    const unmount = mountUi(root, {
      store,
      intents: recordingIntents().intents,
      isMobile: false,
      locale: 'en',
      wallets: {
        add: () => undefined,
        list: () => [],
        watchWalletStandard: () => Promise.reject(new Error('none')),
      },
    })
    await vi.waitFor(() => expect(seen).toHaveLength(2))
    expect(seen).toEqual(['dialog', 'closed'])
    await act(async () => undefined)
    expect(root.querySelector('[role="dialog"]')).toBeNull()
    observer.disconnect()
    act(() => unmount())
    host.remove()
  })
})
