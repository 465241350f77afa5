import { useId, useState } from 'react'
import { EMAIL_PATTERN } from '../../../src/secureFrame/emailLogin.ts'
import { navigate } from '../../navigation.ts'
import { useMessages, useUi } from '../../ui/context.ts'
import { FormProblem, useFormStep } from './useFormStep.tsx'

/** Account → e-mail row: the new address; the current address's code, then the new one's, follow. */
export function UpdateEmail() {
  const { store, intents } = useUi()
  const m = useMessages()
  const id = useId()
  const [email, setEmail] = useState('')
  const { problem, busy, send } = useFormStep()
  const submit = () =>
    send(
      { value: email, pattern: EMAIL_PATTERN, invalid: m.email.invalidEmail },
      (address) => intents.updateEmail({ email: address }),
      ({ action }, address) => {
        const name = action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp'
        navigate(store, { type: 'push', view: { name, data: { email: address } } })
      },
    )
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
      <FormProblem text={problem} />
      <button type="submit" className="wd-button wd-button-primary wd-button-wide" disabled={busy}>
        {m.email.save}
      </button>
    </form>
  )
}
