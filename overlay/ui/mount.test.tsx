// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
        wallets: { add: () => undefined, list: () => [] },
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
})
