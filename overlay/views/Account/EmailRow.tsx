import { EMBEDDED_CONNECTOR_ID } from '../../../src/secureFrame/emailLogin.ts'
import { navigate } from '../../navigation.ts'
import { useMessages, useTab, useUi } from '../../ui/context.ts'

/** The e-mail of an account logged in by e-mail; it opens Update e-mail. */
export function EmailRow({ connectorId }: { connectorId: string }) {
  const { store } = useUi()
  const m = useMessages()
  const email = useTab((s) => s.snapshot?.emailLogin?.email ?? null)
  if (connectorId !== EMBEDDED_CONNECTOR_ID || !email) return null
  return (
    <button
      type="button"
      className="wd-button wd-button-wide"
      aria-label={m.email.editEmail(email)}
      onClick={() => navigate(store, { type: 'push', view: { name: 'UpdateEmail' } })}
    >
      {email}
    </button>
  )
}
