import { errorText } from '../../src/messages/coreText.ts'
import { useMessages } from './context.ts'
import { ItemIcon } from './ItemIcon.tsx'
import { isRejection } from './rejection.ts'
import type { AttemptState } from './useAttempt.ts'

type Texts = { title: string; text: string }

/** A request waiting in the wallet: a spinner while waiting; declined or failed with Try again. */
export function AttemptStatus(props: {
  name: string
  imageUrl?: string | undefined
  state: AttemptState
  retry: () => void
  waiting: Texts
  declined: Texts
  failedTitle: string
}) {
  const { state } = props
  const m = useMessages()
  // A live region: waiting, declined and failed are announced as they follow each other.
  return (
    <div className="wd-stack" aria-live="polite">
      <ItemIcon name={props.name} imageUrl={props.imageUrl} large />
      {state.status === 'failed' ? (
        <>
          <h3 className="wd-heading wd-error">
            {isRejection(state.error) ? props.declined.title : props.failedTitle}
          </h3>
          <p className="wd-muted">
            {isRejection(state.error) ? props.declined.text : errorText(m, state.error)}
          </p>
          <button type="button" className="wd-button" onClick={props.retry}>
            {m.modal.tryAgain}
          </button>
        </>
      ) : (
        <>
          <span className="wd-spinner" aria-hidden="true" />
          <h3 className="wd-heading">{props.waiting.title}</h3>
          <p className="wd-muted">{props.waiting.text}</p>
        </>
      )}
    </div>
  )
}
