import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** Where one run of an intent is. */
export type AttemptState = { status: 'pending' } | { status: 'done' } | { status: 'failed'; error: unknown }

/** What the view does with the outcome; called only while the view still shows this attempt. */
export type AttemptHandlers = { onDone?: () => void; onError?: (error: unknown) => void }

const PENDING: AttemptState = { status: 'pending' }

/**
 * Runs `start` once per key and per retry, and tracks its outcome for the view that started it.
 * The promise is kept in a ref, so StrictMode's second effect run re-subscribes instead of starting again.
 */
export function useAttempt(
  key: string,
  start: () => Promise<unknown>,
  handlers: AttemptHandlers = {},
): { state: AttemptState; retry: () => void } {
  const [round, setRound] = useState(0)
  const [outcome, setOutcome] = useState<{ id: string; state: AttemptState } | null>(null)
  const running = useRef<{ id: string; promise: Promise<unknown> } | null>(null)
  // The latest callbacks, so a re-render with new closures does not restart the attempt.
  const latest = useRef({ start, handlers })
  useLayoutEffect(() => {
    latest.current = { start, handlers }
  })
  const id = `${key}#${round}`

  useEffect(() => {
    if (running.current?.id !== id) running.current = { id, promise: latest.current.start() }
    let live = true
    running.current.promise.then(
      () => {
        if (!live) return
        setOutcome({ id, state: { status: 'done' } })
        latest.current.handlers.onDone?.()
      },
      (error: unknown) => {
        if (!live) return
        setOutcome({ id, state: { status: 'failed', error } })
        latest.current.handlers.onError?.(error)
      },
    )
    return () => {
      live = false
    }
  }, [id])

  const retry = useCallback(() => setRound((n) => n + 1), [])
  return { state: outcome?.id === id ? outcome.state : PENDING, retry }
}
