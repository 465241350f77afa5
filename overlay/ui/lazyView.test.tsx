// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyView } from './lazyView.tsx'
import { deferred } from './testing.tsx'

afterEach(cleanup)

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

describe('lazyView', () => {
  it('default: shows the fallback until the module is in, then the view with its props', async () => {
    const module = deferred<typeof Greeting>()
    let loads = 0
    const View = lazyView(() => {
      loads += 1
      return module.promise
    })
    // Rendered in an awaited act: React retries a suspended render only there.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <View name="Ada" />
        </Suspense>,
      )
    })
    expect(screen.getByText('waiting')).toBeTruthy()
    await act(async () => module.resolve(Greeting))
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(loads).toBe(1)
  })

  it('behavior: a preloaded view renders in the first frame, without the fallback', async () => {
    let loads = 0
    const View = lazyView(async () => {
      loads += 1
      return Greeting
    })
    await View.preload()
    await View.preload()
    render(
      <Suspense fallback={<p>waiting</p>}>
        <View name="Grace" />
      </Suspense>,
    )
    expect(screen.getByText('Hello Grace')).toBeTruthy()
    expect(screen.queryByText('waiting')).toBeNull()
    expect(loads).toBe(1)
  })

  it('behavior: a failed load is tried again on the next preload', async () => {
    let attempts = 0
    const View = lazyView(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('offline')
      return Greeting
    })
    await expect(View.preload()).rejects.toThrow('offline')
    await View.preload()
    render(<View name="Linus" />)
    expect(screen.getByText('Hello Linus')).toBeTruthy()
    expect(attempts).toBe(2)
  })
  it('error: a load the render waited for fails: the error reaches the error boundary, the next render loads again', async () => {
    let attempts = 0
    const View = lazyView(async () => {
      attempts += 1
      // The background preload and the first render's load fail (offline); the third attempt works.
      if (attempts <= 2) throw new Error('offline')
      return Greeting
    })
    await expect(View.preload()).rejects.toThrow('offline')
    const original = console.error
    console.error = () => undefined
    try {
      await act(async () => {
        render(
          <Catch>
            <Suspense fallback={<p>waiting</p>}>
              <View name="Ada" />
            </Suspense>
          </Catch>,
        )
      })
      expect(await screen.findByText('caught: offline')).toBeTruthy()
    } finally {
      console.error = original
    }
    expect(attempts).toBe(2)
    cleanup()
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <View name="Ada" />
        </Suspense>,
      )
    })
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(attempts).toBe(3)
  })

  it('behavior: quiet, a failed load shows nothing there and the rest of the view stays', async () => {
    const Section = lazyView(
      async (): Promise<typeof Greeting> => {
        throw new Error('offline')
      },
      { quiet: true },
    )
    await act(async () => {
      render(
        <Catch>
          <p>wallets</p>
          <Suspense fallback={<p>waiting</p>}>
            <Section name="Ada" />
          </Suspense>
        </Catch>,
      )
    })
    await act(async () => undefined)
    expect(screen.getByText('wallets')).toBeTruthy()
    expect(screen.queryByText(/caught/)).toBeNull()
    expect(screen.queryByText('waiting')).toBeNull()
  })

  it('behavior: offline, renders after a failed load fetch nothing again; back online, the next render loads', async () => {
    let offline = true
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline })
    try {
      let attempts = 0
      const Section = lazyView(
        async () => {
          attempts += 1
          if (offline) throw new Error('offline')
          return Greeting
        },
        { quiet: true },
      )
      const page = (wallets: number) => (
        <>
          <p>{wallets} wallets</p>
          <Suspense fallback={<p>waiting</p>}>
            <Section name="Ada" />
          </Suspense>
        </>
      )
      const { rerender } = render(page(1))
      await act(async () => undefined)
      // The Connect view re-renders with each change (wallets announcing themselves, the status).
      for (const wallets of [2, 3, 4]) {
        await act(async () => rerender(page(wallets)))
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
      }
      expect(screen.getByText('4 wallets')).toBeTruthy()
      expect(attempts).toBe(1)
      offline = false
      window.dispatchEvent(new Event('online'))
      await act(async () => rerender(page(5)))
      expect(await screen.findByText('Hello Ada')).toBeTruthy()
      expect(attempts).toBe(2)
    } finally {
      Reflect.deleteProperty(navigator, 'onLine')
    }
  })
})

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children
  }
}
