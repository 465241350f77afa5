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
      onDone={() => navigate(store, { type: 'reset', view: { name: 'Account' } })}
    />
  )
}
