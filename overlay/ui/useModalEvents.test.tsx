// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { View } from '../../src/viewStack.ts'
import { renderModal } from './testing.tsx'

afterEach(cleanup)

test('default: opening and closing the modal each tell the core once, with the page they happened on', () => {
  const { store, calls, tracked } = renderModal()
  const events = () =>
    tracked.filter((c) => c.intent === 'trackEvent').map((c) => (c.args[0] as { event: string }).event)
  expect(events()).toEqual(['MODAL_OPEN'])
  // Analytics never counts as an action of the view.
  expect(calls).toEqual([])
  expect(tracked.find((c) => c.intent === 'trackEvent')?.args[0]).toEqual({
    event: 'MODAL_OPEN',
    url: location.href,
  })
  act(() => store.setState({ stack: { views: [{ name: 'Connect' }], open: false } }))
  expect(events()).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  act(() => store.setState({ stack: { views: [{ name: 'Connect' }], open: true } }))
  act(() => store.setState({ stack: { views: [{ name: 'Connect' }, { name: 'AllWallets' }], open: true } }))
  expect(events()).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
})

test('behavior: a view that fails to render is reported through the core', () => {
  const quiet = console.error
  // The boundary logs the failure for the developer; this test reads the report instead.
  console.error = () => undefined
  try {
    // A stack entry without the data its view needs.
    const broken: View = JSON.parse('{"name":"SwitchNetwork"}')
    const { tracked } = renderModal({ views: [{ name: 'Connect' }, broken] })
    const reports = tracked.filter((c) => c.intent === 'reportError')
    expect(reports.length).toBeGreaterThan(0)
    expect(reports[0]?.args[0]).toMatchObject({ category: 'INTERNAL_SDK_ERROR', errorType: 'TypeError' })
  } finally {
    console.error = quiet
  }
})
