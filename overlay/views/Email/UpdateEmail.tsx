import { useId, useState } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import { EMAIL_PATTERN } from '../../../src/secureFrame/emailLogin.ts'
import { navigate } from '../../navigation.ts'
import { useMessages, useUi } from '../../ui/context.ts'

/** Account → e-mail row: the new address; the current address's code, then the new one's, follow. */
export function UpdateEmail() {
  const { store, intents } = useUi()
  const m = useMessages()
  const id = useId()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = () => {
    const address = email.trim()
    if (!EMAIL_PATTERN.test(address)) return setProblem(m.email.invalidEmail)
    setProblem(null)
    setBusy(true)
    intents.updateEmail({ email: address }).then(
      ({ action }) => {
        setBusy(false)
        const name = action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp'
        navigate(store, { type: 'push', view: { name, data: { email: address } } })
      },
      (error: unknown) => {
        setBusy(false)
        setProblem(errorText(m, error))
      },
    )
  }
  return (
    <form
      className="wd-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="wd-field">
        <label htmlFor={id}>{m.email.newEmail}</label>
        <input
          id={id}
          className="wd-input"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      {problem && (
        <p className="wd-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="wd-button wd-button-primary wd-button-wide" disabled={busy}>
        {m.email.save}
      </button>
    </form>
  )
}
