import { type ComponentType, isValidElement, type JSX, type ReactNode, use } from 'react'
import { whenOnline } from './whenOnline.ts'

/**
 * A view whose code loads on first use; `preload` fetches it ahead of time (idempotent). `pending` is the load a
 * render would wait for now (started if none is under way), undefined once the code is in or after a failed load
 * (a render then tries again and shows the failure).
 */
export type LazyView<P extends object> = ((props: P) => JSX.Element | null) & {
  preload(): Promise<unknown>
  pending(): Promise<unknown> | undefined
}

/**
 * Wraps a view kept out of the first UI chunk: the first render suspends until its module is in (the nearest
 * <Suspense> shows meanwhile), every later one renders at once. Unlike React.lazy, a view preloaded before its
 * first render never suspends, so a modal that preloaded its views after opening shows them without a blank frame.
 * A load that a render waited for and that failed (offline without the chunk cached) is thrown to the view error
 * boundary, which offers a way back; the next render (once the browser is online) or preload tries again.
 * `quiet` is for a part of a view (the Connect view's e-mail and social sections): its failed load shows nothing
 * there and leaves the rest usable.
 */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { quiet = false }: { quiet?: boolean } = {},
): LazyView<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  // The load the last render suspended on, and the last load that failed.
  let awaited: Promise<ComponentType<P>> | undefined
  let failed: { attempt: Promise<ComponentType<P>>; error: unknown; clearing?: boolean } | undefined
  const preload = () => {
    if (pending) return pending
    const attempt = load().then((component) => {
      loaded = component
      return component
    })
    pending = attempt
    attempt.catch((error: unknown) => {
      pending = undefined
      failed = { attempt, error }
    })
    return attempt
  }
  const View = (props: P) => {
    if (!loaded && failed && failed.attempt === awaited) {
      // Without this the render retried after the failure would start a new load and suspend again: a blank
      // view for good. React renders once more before it gives up to the boundary, so the failure stays for this
      // task; a render after it (the person went back and came again) loads anew. Offline it stays until the
      // browser is back online: every render (a quiet section re-renders with each change) would else fetch the
      // chunk again, only to fail.
      const failure = failed
      if (!failure.clearing) {
        failure.clearing = true
        setTimeout(() =>
          whenOnline(() => {
            if (failed === failure) {
              failed = undefined
              awaited = undefined
            }
          }),
        )
      }
      if (quiet) return null
      throw failure.error
    }
    if (!loaded) awaited = preload()
    const Component = loaded ?? use(awaited as Promise<ComponentType<P>>)
    return <Component {...props} />
  }
  const pendingLoad = () => (loaded || failed ? undefined : preload())
  return Object.assign(View, { preload, pending: pendingLoad })
}

/**
 * The load a rendered element waits for: a lazy view whose code is not in yet. The modal keeps showing what it
 * showed until then, rather than suspend: a Suspense fallback, once shown, holds the content back ~300 ms after
 * it is ready (React's reveal throttle).
 */
export function pendingLoadOf(node: ReactNode): Promise<unknown> | undefined {
  if (!isValidElement(node) || typeof node.type !== 'function' || !('pending' in node.type)) return undefined
  const { pending } = node.type as { pending: unknown }
  return typeof pending === 'function' ? (pending as () => Promise<unknown> | undefined)() : undefined
}
