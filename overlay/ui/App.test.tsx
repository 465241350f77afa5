// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { en } from '../../src/messages/en.ts'
import type { View } from '../../src/viewStack.ts'
import { shake } from '../navigation.ts'
import { createTabStore } from '../tabStore.ts'
import { App } from './App.tsx'
import { connector, makeSnapshot, recordingIntents, renderModal } from './testing.tsx'

afterEach(cleanup)

const snapshot = makeSnapshot({
  connectors: [connector('io.metamask', 'MetaMask'), connector('com.brave', 'Brave Wallet')],
})

const pressKey = (key: string, shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey })

describe('modal shell', () => {
  it('default: a labelled modal dialog that takes focus', () => {
    renderModal({ snapshot })
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('behavior: nothing shows while the modal is closed', () => {
    const store = createTabStore()
    render(
      <App
        ui={{
          store,
          intents: recordingIntents().intents,
          isMobile: false,
          locale: 'en',
          wallets: {
            add: () => undefined,
            list: () => [],
            watchWalletStandard: () => Promise.reject(new Error('none')),
          },
        }}
      />,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => store.setState({ stack: { views: [{ name: 'Connect' }], open: true } }))
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('behavior: a lasting site notice shows above the view, worded by the catalog', () => {
    const { store } = renderModal({ snapshot })
    expect(screen.queryByText(en.notices.configDiffers)).toBeNull()
    act(() => store.setState({ siteNotice: 'configDiffers' }))
    expect(screen.getByText(en.notices.configDiffers).getAttribute('role')).toBe('status')
    // Still there on another view.
    act(() => store.setState({ stack: { views: [{ name: 'Connect' }, { name: 'AllWallets' }], open: true } }))
    expect(screen.getByText(en.notices.configDiffers)).toBeTruthy()
  })

  it("behavior: options the project's remote configuration overrode give 'Local configuration ignored'", () => {
    const { store } = renderModal({ snapshot })
    expect(screen.queryByText('Local configuration ignored')).toBeNull()
    const features = {
      email: true,
      socials: false as const,
      swaps: false,
      onramp: true,
      activity: true,
      reownBranding: false,
    }
    act(() =>
      store.setState({
        snapshot: { ...snapshot, version: 2, projectConfig: { source: 'remote', features, ignored: [] } },
      }),
    )
    expect(screen.queryByText('Local configuration ignored')).toBeNull()
    act(() =>
      store.setState({
        snapshot: {
          ...snapshot,
          version: 3,
          projectConfig: { source: 'remote', features, ignored: ['swaps'] },
        },
      }),
    )
    expect(screen.getByText('Local configuration ignored').getAttribute('role')).toBe('status')
  })

  it('behavior: Escape closes', () => {
    const { store } = renderModal({ snapshot })
    pressKey('Escape')
    expect(store.getState().stack.open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('behavior: Close and a click on the backdrop close', () => {
    const { store } = renderModal({ snapshot })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(store.getState().stack.open).toBe(false)
    act(() => store.setState({ stack: { views: [{ name: 'Connect' }], open: true } }))
    fireEvent.click(screen.getByRole('dialog'))
    expect(store.getState().stack.open).toBe(true)
    fireEvent.click(screen.getByRole('dialog').parentElement as HTMLElement)
    expect(store.getState().stack.open).toBe(false)
  })

  it('behavior: Tab and Shift+Tab cycle inside the dialog', () => {
    renderModal({ snapshot })
    const close = screen.getByRole('button', { name: 'Close' })
    // The wallet directory's All Wallets entry ends the Connect view.
    const last = screen.getByRole('button', { name: 'All Wallets' })
    last.focus()
    pressKey('Tab')
    expect(document.activeElement).toBe(close)
    pressKey('Tab', true)
    expect(document.activeElement).toBe(last)
  })

  it('behavior: focus that leaves for the page is pulled back', () => {
    const outside = document.body.appendChild(document.createElement('button'))
    renderModal({ snapshot })
    outside.focus()
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
    outside.remove()
  })

  it('behavior: focus returns to where it was when the modal closes', () => {
    const opener = document.body.appendChild(document.createElement('button'))
    opener.focus()
    const { store } = renderModal({ snapshot })
    expect(document.activeElement).not.toBe(opener)
    pressKey('Escape')
    expect(store.getState().stack.open).toBe(false)
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('behavior: Back pops the view', () => {
    const { store } = renderModal({ snapshot, views: [{ name: 'Connect' }, { name: 'Networks' }] })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(store.getState().stack.views).toEqual([{ name: 'Connect' }])
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('behavior: the tab’s locale words the modal once its catalog is here; Arabic lays it out right to left', async () => {
    renderModal({ snapshot, locale: 'ar' })
    const dialog = await screen.findByRole('dialog', { name: 'ربط المحفظة' })
    const root = dialog.closest('[data-theme]') as HTMLElement
    expect(root.getAttribute('dir')).toBe('rtl')
    expect(root.getAttribute('lang')).toBe('ar')
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy()
  })

  it('behavior: English is left to right', () => {
    renderModal({ snapshot })
    const root = screen.getByRole('dialog').closest('[data-theme]') as HTMLElement
    expect(root.getAttribute('dir')).toBe('ltr')
    expect(root.getAttribute('lang')).toBe('en-US')
  })

  it('behavior: dark by default', () => {
    renderModal({ snapshot })
    const root = screen.getByRole('dialog').closest('[data-theme]') as HTMLElement
    expect(root.dataset.theme).toBe('dark')
  })

  it('behavior: light and the theme variables when configured', () => {
    renderModal({
      snapshot,
      config: {
        projectId: 'test',
        themeMode: 'light',
        themeVariables: {
          '--wd-accent': '#ff0066',
          '--wd-font-size-master': 12,
          '--wd-z-index': 2000,
          color: 'red',
        },
      },
    })
    const root = screen.getByRole('dialog').closest('[data-theme]') as HTMLElement
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--wd-accent')).toBe('#ff0066')
    expect(root.style.getPropertyValue('--wd-font-size-master')).toBe('12px')
    expect(root.style.getPropertyValue('--wd-z-index')).toBe('2000')
    expect(root.style.getPropertyValue('color')).toBe('')
  })

  it('behavior: a refused action shakes the modal', () => {
    const { store } = renderModal({ snapshot })
    act(() => shake(store))
    expect(screen.getByRole('dialog').dataset.shake).toBe('true')
  })

  it('behavior: the snackbar shows the store message in a polite live region', () => {
    const { store } = renderModal({ snapshot })
    act(() => store.setState({ snackbar: { id: 1, variant: 'loading', message: 'Waiting' } }))
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('Waiting')
  })
})

describe('a view that fails to render', () => {
  it('error: shows a way back instead of a blank modal, and reports the error on the console and as an event', () => {
    const logged: unknown[][] = []
    const original = console.error
    console.error = (...args: unknown[]) => void logged.push(args)
    const events: CustomEvent[] = []
    const listen = (event: Event) => events.push(event as CustomEvent)
    document.addEventListener('walletdock-error', listen)
    try {
      // A stack entry without the data its view needs (what open({ view: 'SwitchNetwork' }) used to make).
      const broken: View = JSON.parse('{"name":"SwitchNetwork"}')
      const { store } = renderModal({ snapshot, views: [{ name: 'Connect' }, broken] })
      expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
      expect(events.map((e) => e.detail.view)).toContain('SwitchNetwork')
      expect(events[0]?.detail.error).toBeInstanceOf(TypeError)
      expect(
        logged.some((args) => String(args[0]).includes('the view "SwitchNetwork" failed to render')),
      ).toBe(true)
      const back = screen.getAllByRole('button', { name: 'Back' }).find((b) => b.closest('[role="alert"]'))
      fireEvent.click(back as HTMLElement)
      expect(store.getState().stack.views.map((v) => v.name)).toEqual(['Connect'])
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.getByRole('button', { name: /MetaMask/ })).toBeTruthy()
    } finally {
      console.error = original
      document.removeEventListener('walletdock-error', listen)
    }
  })
})
