import { useId, useState } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import { EMAIL_PATTERN } from '../../../src/secureFrame/emailLogin.ts'
import { navigate } from '../../navigation.ts'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { startEmbeddedFrame } from '../../ui/embeddedFrame.ts'
import { FormProblem, useFormStep } from '../Email/useFormStep.tsx'

/** Connect's e-mail method: the address field; the code or device step follows in its own view. */
export function EmailSection() {
  const { store, intents } = useUi()
  const m = useMessages()
  const id = useId()
  const frame = useTab((s) => s.embedded)
  const [email, setEmail] = useState('')
  const { problem, busy, send } = useFormStep()
  const submit = () =>
    send(
      { value: email, pattern: EMAIL_PATTERN, invalid: m.email.invalidEmail },
      // The frame starts once the modal is on screen; an address sent sooner starts it first, so the core
      // finds the embedded wallet in this tab.
      async (address) => {
        await startEmbeddedFrame(store)
        return intents.connectEmail({ email: address })
      },
      ({ action }, address) => {
        if (action === 'VERIFY_OTP')
          navigate(store, { type: 'push', view: { name: 'EmailVerifyOtp', data: { email: address } } })
        else if (action === 'VERIFY_DEVICE')
          navigate(store, { type: 'push', view: { name: 'EmailVerifyDevice', data: { email: address } } })
        // CONNECT: the core has connected the wallet, and Connect follows the connection to Account.
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
        <label htmlFor={id}>{m.email.label}</label>
        <div className="wd-input-row">
          <input
            id={id}
            className="wd-input"
            type="email"
            autoComplete="email"
            placeholder={m.email.placeholder}
            value={email}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="wd-button wd-button-primary" disabled={busy}>
            {m.email.continue}
          </button>
        </div>
      </div>
      {/* The frame's load error stays while it is tried again (it comes back with the secure site). */}
      <FormProblem text={problem ?? (frame?.error !== undefined ? errorText(m, frame.error) : null)} />
    </form>
  )
}
