import { type ComponentType, type JSX, use } from 'react'

/** A view whose code loads on first use; `preload` fetches it ahead of time (idempotent). */
export type LazyView<P extends object> = ((props: P) => JSX.Element) & { preload(): Promise<unknown> }

/**
 * Wraps a view kept out of the first UI chunk: the first render suspends until its module is in (the nearest
 * <Suspense> shows meanwhile), every later one renders at once. Unlike React.lazy, a view preloaded before its
 * first render never suspends, so a modal that preloaded its views after opening shows them without a blank frame.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component
      return component
    })
    // A failed load (offline without the chunk cached) may be tried again on the next render.
    pending.catch(() => {
      pending = undefined
    })
    return pending
  }
  const View = (props: P) => {
    const Component = loaded ?? use(preload())
    return <Component {...props} />
  }
  return Object.assign(View, { preload })
}
