import { useId, useState } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import { OTP_PATTERN } from '../../../src/secureFrame/emailLogin.ts'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../src/secureFrame/frameConstants.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { useNow } from '../../ui/useNow.ts'
import { FormProblem, useFormStep } from './useFormStep.tsx'

/**
 * A code from an e-mail: the field, Confirm, and Resend with the spec's 30 s cooldown counted from when the
 * last code went out (the core keeps that time, so it holds in every tab and across reloads). A wrong code
 * says so and the person tries again.
 */
export function OtpForm({
  text,
  submit,
  resend,
  onDone,
}: {
  text: string
  submit(otp: string): Promise<unknown>
  resend(): Promise<unknown>
  onDone(): void
}) {
  const { store } = useUi()
  const m = useMessages()
  const id = useId()
  const [otp, setOtp] = useState('')
  const { problem, setProblem, busy, send } = useFormStep()
  const sentAt = useTab((s) => s.snapshot?.emailLogin?.lastEmailLoginAt ?? null)
  const until = sentAt === null ? 0 : sentAt + EMAIL_LOGIN_COOLDOWN_MS
  const now = useNow(1_000, until > Date.now())
  const waitSeconds = Math.max(0, Math.ceil((until - now) / 1000))

  const confirm = () =>
    send({ value: otp, pattern: OTP_PATTERN, invalid: m.email.invalidCode }, submit, onDone, () => setOtp(''))
  const again = () => {
    setProblem(null)
    resend().then(
      () => showSnackbar(store, 'success', m.email.codeResent),
      (error: unknown) => setProblem(errorText(m, error)),
    )
  }
  return (
    <form
      className="wd-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        confirm()
      }}
    >
      <p className="wd-muted">{text}</p>
      <div className="wd-field">
        <label htmlFor={id}>{m.email.codeLabel}</label>
        <input
          id={id}
          className="wd-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setOtp(event.target.value)}
        />
      </div>
      <FormProblem text={problem} />
      <button type="submit" className="wd-button wd-button-primary wd-button-wide" disabled={busy}>
        {busy ? m.email.checking : m.email.confirm}
      </button>
      <button type="button" className="wd-button wd-button-wide" disabled={waitSeconds > 0} onClick={again}>
        {waitSeconds > 0 ? m.email.resendIn(waitSeconds) : m.email.resend}
      </button>
    </form>
  )
}
