import { wordCoreText } from '../../src/messages/coreText.ts'
import type { Snackbar as SnackbarMessage } from '../tabStore.ts'
import { useMessages } from './context.ts'

/** The live region for short messages; it is always present so screen readers announce new text. */
export function Snackbar({ message }: { message: SnackbarMessage | null }) {
  const m = useMessages()
  return (
    <div className="wd-snackbar-region" role="status" aria-live="polite">
      {message && (
        <div key={message.id} className="wd-snackbar" data-variant={message.variant} data-testid="snackbar">
          <SnackbarIcon message={message} />
          <span>
            {typeof message.message === 'string' ? message.message : wordCoreText(m, message.message)}
          </span>
        </div>
      )}
    </div>
  )
}

function SnackbarIcon({ message }: { message: SnackbarMessage }) {
  if (message.variant === 'loading') return <span className="wd-spinner" aria-hidden="true" />
  if (message.variant === 'svg') {
    if (!message.svg) return null
    // As an <img> source an SVG cannot run scripts, unlike markup put into the DOM.
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(message.svg)}`
    return <img className="wd-snackbar-icon" src={src} alt="" />
  }
  return (
    <span className="wd-snackbar-icon">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        {message.variant === 'success' ? (
          <path d="m5 8.2 2 2 4-4.4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        ) : (
          <path d="M8 4.5v4.5M8 11v.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        )}
      </svg>
    </span>
  )
}
