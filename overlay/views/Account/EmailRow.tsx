import { Suspense } from 'react'
import { socialCatalog } from '../../../src/messages/social/socialCatalog.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../../src/secureFrame/emailLogin.ts'
import { SOCIAL_PROVIDER_NAMES } from '../../../src/secureFrame/socialProviders.ts'
import { navigate } from '../../navigation.ts'
import { useMessages, useSectionMessages, useTab, useUi } from '../../ui/context.ts'

/**
 * The e-mail of an account logged in by e-mail, which opens Update e-mail; for a social login, the provider and
 * the username it gave (spec part 3: the social username), which there is nothing to edit of.
 */
export function EmailRow({ connectorId }: { connectorId: string }) {
  const { store } = useUi()
  const m = useMessages()
  const email = useTab((s) => s.snapshot?.emailLogin?.email ?? null)
  const provider = useTab((s) => s.snapshot?.emailLogin?.socialProvider ?? null)
  const userName = useTab((s) => s.snapshot?.emailLogin?.socialUsername ?? null)
  if (connectorId !== EMBEDDED_CONNECTOR_ID) return null
  if (!email && provider)
    return (
      // Its own boundary: until another language's social texts are in, only this line waits, not Account.
      <Suspense fallback={null}>
        <SocialLogin provider={SOCIAL_PROVIDER_NAMES[provider]} userName={userName ?? '—'} />
      </Suspense>
    )
  if (!email) return null
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

function SocialLogin({ provider, userName }: { provider: string; userName: string }) {
  const social = useSectionMessages(socialCatalog)
  return (
    <p className="wd-muted" data-testid="social-login">
      {social.signedInWith(provider, userName)}
    </p>
  )
}
