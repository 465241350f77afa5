import { type ReactNode, useEffect, useReducer, useState } from 'react'
import { pendingLoadOf } from './lazyView.tsx'

/**
 * What the modal shows for the view it is asked for (`wanted`, with whatever identifies it): that view once its
 * code is in, else the one it showed before (undefined on its first render) until the code is. A view kept out
 * of the UI chunk that rendered at once would suspend the body, and React holds content back ~300 ms after a
 * Suspense fallback was shown: a new offline tab whose Account view came in while its chunk evaluated showed its
 * last-known balance that much later. `render` makes the element to check (a view whose props cannot be made
 * counts as ready: its error shows under the view's error boundary).
 */
export function useShownView<T>(wanted: T, render: (wanted: T) => ReactNode): T | undefined {
  let waitFor: Promise<unknown> | undefined
  try {
    waitFor = pendingLoadOf(render(wanted))
  } catch {
    waitFor = undefined
  }
  const [shown, setShown] = useState<T | undefined>(waitFor ? undefined : wanted)
  const [, loadSettled] = useReducer((n: number) => n + 1, 0)
  // The view to show changed and is ready: kept, so a later view that has to wait shows this one meanwhile.
  if (!waitFor && shown !== wanted) setShown(wanted)
  useEffect(() => {
    if (!waitFor) return
    let live = true
    const settled = () => {
      if (live) loadSettled()
    }
    waitFor.then(settled, settled)
    return () => {
      live = false
    }
  }, [waitFor])
  return waitFor ? shown : wanted
}
