import { navigate } from '../../navigation.ts'
import { useMessages, useUi } from '../../ui/context.ts'
import { OtpForm } from './OtpForm.tsx'

/** E-mail login: the code sent to `email`; once it checks, the embedded wallet is connected (Account). */
export function EmailVerifyOtp({ email }: { email: string }) {
  const { store, intents } = useUi()
  const m = useMessages()
  return (
    <OtpForm
      text={m.email.codeSentTo(email)}
      submit={(otp) => intents.connectOtp({ otp })}
      resend={() => intents.connectEmail({ email })}
      // Only while this view still shows: a sign-in the connection started (SIWX, its ApproveTransaction) may
      // have taken its place before the code's answer came back, and must not be wiped.
      onDone={() => {
        if (store.getState().stack.views.at(-1)?.name === 'EmailVerifyOtp')
          navigate(store, { type: 'reset', view: { name: 'Account' } })
      }}
    />
  )
}
