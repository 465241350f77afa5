import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SNACKBAR_SWAP_WAIT_MS } from '../src/constants.ts'
import { closeSnackbar, SNACKBAR_AUTO_CLOSE_MS, showSnackbar } from './snackbar.ts'
import { createTabStore } from './tabStore.ts'

describe('snackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('default: a message shows at once and closes by itself', () => {
    const store = createTabStore()
    showSnackbar(store, 'success', 'Address copied')
    expect(store.getState().snackbar).toMatchObject({ variant: 'success', message: 'Address copied' })
    vi.advanceTimersByTime(SNACKBAR_AUTO_CLOSE_MS)
    expect(store.getState().snackbar).toBeNull()
  })

  it('behavior: a new message waits 150 ms for the old one to close', () => {
    const store = createTabStore()
    showSnackbar(store, 'error', 'First')
    showSnackbar(store, 'error', 'Second')
    expect(store.getState().snackbar).toBeNull()
    vi.advanceTimersByTime(SNACKBAR_SWAP_WAIT_MS - 1)
    expect(store.getState().snackbar).toBeNull()
    vi.advanceTimersByTime(1)
    expect(store.getState().snackbar?.message).toBe('Second')
  })

  it('behavior: a loading message stays until replaced; the old close timer does not close the new one', () => {
    const store = createTabStore()
    showSnackbar(store, 'loading', 'Waiting for the wallet')
    vi.advanceTimersByTime(SNACKBAR_AUTO_CLOSE_MS * 4)
    expect(store.getState().snackbar?.variant).toBe('loading')
    showSnackbar(store, 'success', 'Done')
    vi.advanceTimersByTime(SNACKBAR_SWAP_WAIT_MS)
    const id = store.getState().snackbar?.id
    closeSnackbar(store, (id ?? 0) - 1)
    expect(store.getState().snackbar?.message).toBe('Done')
  })

  it('behavior: the svg variant carries its image', () => {
    const store = createTabStore()
    showSnackbar(store, 'svg', 'Network switched', { svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
    expect(store.getState().snackbar).toMatchObject({
      variant: 'svg',
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })
  })
})
