import { displayText } from '../../../src/displayText.ts'
import { navigate } from '../../navigation.ts'
import { useUi } from '../../ui/context.ts'
import { useViewMessages } from '../useViewMessages.ts'

/** RegisterAccountNameSuccess: the name is the account's now; back to Account, where it shows. */
export function RegisterAccountNameSuccess({ name }: { name: string }) {
  const { store } = useUi()
  const m = useViewMessages()
  return (
    <div className="wd-stack">
      <span className="wd-avatar" aria-hidden="true" />
      <p className="wd-address" data-testid="registered-name">
        {displayText(name, 'name')}
      </p>
      <p role="status" data-testid="registered-text">
        {m.names.registered(displayText(name, 'name'))}
      </p>
      <button
        type="button"
        className="wd-button wd-button-primary wd-button-wide"
        onClick={() => navigate(store, { type: 'reset', view: { name: 'Account' } })}
      >
        {m.names.backToAccount}
      </button>
    </div>
  )
}
