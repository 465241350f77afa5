// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyView } from './lazyView.tsx'
import { deferred } from './testing.tsx'
import { useShownView } from './useShownView.ts'

afterEach(cleanup)

const Ready = () => <p>Connect</p>
const Greeting = () => <p>Account</p>

// A modal body as App renders it: the view shown, under one Suspense whose fallback says so.
function Body({ wanted, views }: { wanted: string; views: Record<string, () => ReactNode> }) {
  const shown = useShownView(wanted, (name) => views[name]?.())
  return <Suspense fallback={<p>fallback</p>}>{shown && views[shown]?.()}</Suspense>
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? (
      <p>failed: {String((this.state.error as Error).message)}</p>
    ) : (
      this.props.children
    )
  }
}

describe('useShownView', () => {
  it('behavior: the view before stays until the next view’s code is in, then that view shows, never a fallback', async () => {
    const module = deferred<typeof Greeting>()
    const Account = lazyView(() => module.promise)
    const views = { Connect: () => <Ready />, Account: () => <Account /> }
    const { rerender } = render(<Body wanted="Connect" views={views} />)
    expect(screen.getByText('Connect')).toBeTruthy()
    await act(async () => rerender(<Body wanted="Account" views={views} />))
    expect(screen.getByText('Connect')).toBeTruthy()
    expect(screen.queryByText('fallback')).toBeNull()
    await act(async () => module.resolve(Greeting))
    expect(screen.getByText('Account')).toBeTruthy()
    expect(screen.queryByText('Connect')).toBeNull()
    expect(screen.queryByText('fallback')).toBeNull()
  })

  it('behavior: a first render of a view still loading shows nothing until it is in', async () => {
    const module = deferred<typeof Greeting>()
    const Account = lazyView(() => module.promise)
    await act(async () => render(<Body wanted="Account" views={{ Account: () => <Account /> }} />))
    expect(screen.queryByText('fallback')).toBeNull()
    expect(screen.queryByText('Account')).toBeNull()
    await act(async () => module.resolve(Greeting))
    expect(screen.getByText('Account')).toBeTruthy()
  })

  it('behavior: a view whose code cannot be fetched is shown, and its failure reaches the error boundary', async () => {
    const Account = lazyView<object>(() => Promise.reject(new Error('offline')))
    const views = { Connect: () => <Ready />, Account: () => <Account /> }
    const { rerender } = render(
      <Boundary>
        <Body wanted="Connect" views={views} />
      </Boundary>,
    )
    await act(async () =>
      rerender(
        <Boundary>
          <Body wanted="Account" views={views} />
        </Boundary>,
      ),
    )
    expect(await screen.findByText('failed: offline')).toBeTruthy()
  })
})
