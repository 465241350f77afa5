import { navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { OtpForm } from './OtpForm.tsx'

/** The current address's code for the move to `email`; the new address's code follows. */
export function UpdateEmailPrimaryOtp({ email }: { email: string }) {
  const { store, intents } = useUi()
  const m = useMessages()
  const current = useCurrentEmail()
  return (
    <OtpForm
      text={m.email.codeSentTo(current ?? email)}
      submit={(otp) => intents.updateEmailPrimaryOtp({ otp })}
      resend={() => intents.updateEmail({ email })}
      onDone={() =>
        navigate(store, { type: 'replace', view: { name: 'UpdateEmailSecondaryOtp', data: { email } } })
      }
    />
  )
}

/** The new address's code; the wallet's e-mail is then `email`. */
export function UpdateEmailSecondaryOtp({ email }: { email: string }) {
  const { store, intents } = useUi()
  const m = useMessages()
  return (
    <OtpForm
      text={m.email.codeSentTo(email)}
      submit={(otp) => intents.updateEmailSecondaryOtp({ otp })}
      resend={() => intents.updateEmail({ email })}
      onDone={() => {
        showSnackbar(store, 'success', m.email.updated)
        navigate(store, { type: 'reset', view: { name: 'Account' } })
      }}
    />
  )
}

function useCurrentEmail(): string | null {
  return useTab((s) => s.snapshot?.emailLogin?.email ?? null)
}
