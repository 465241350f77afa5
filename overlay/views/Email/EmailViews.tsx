import type { View } from '../../../src/viewStack.ts'
import { EmailVerifyDevice } from './EmailVerifyDevice.tsx'
import { EmailVerifyOtp } from './EmailVerifyOtp.tsx'
import { UpdateEmail } from './UpdateEmail.tsx'
import { UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp } from './UpdateEmailOtp.tsx'

/** The e-mail login's views, one chunk that only sites with e-mail login load. */
export function EmailViews({ view }: { view: View }) {
  switch (view.name) {
    case 'EmailVerifyOtp':
      return <EmailVerifyOtp email={view.data.email} />
    case 'EmailVerifyDevice':
      return <EmailVerifyDevice email={view.data.email} />
    case 'UpdateEmail':
      return <UpdateEmail />
    case 'UpdateEmailPrimaryOtp':
      return <UpdateEmailPrimaryOtp email={view.data.email} />
    case 'UpdateEmailSecondaryOtp':
      return <UpdateEmailSecondaryOtp email={view.data.email} />
    default:
      return null
  }
}
