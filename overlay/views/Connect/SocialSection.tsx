import { socialCatalog } from '../../../src/messages/social/socialCatalog.ts'
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '../../../src/secureFrame/socialProviders.ts'
import { navigate } from '../../navigation.ts'
import { useSectionMessages, useUi } from '../../ui/context.ts'
import { openSocialPopup } from '../Social/socialPopup.ts'
import { SOCIAL_GRID } from './LoginSpace.tsx'

/** Connect's social method: a button per provider the configuration offers, in its order. */
export function SocialSection({ providers }: { providers: SocialProvider[] }) {
  const { store } = useUi()
  const s = useSectionMessages(socialCatalog)
  const choose = (provider: SocialProvider) => {
    // The popup opens here, in the click: after any await the browser would block it.
    openSocialPopup(store)
    navigate(store, { type: 'push', view: { name: 'ConnectingSocial', data: { provider } } })
  }
  // Three to a row: six providers take two rows under the e-mail field. The spoken name says what the button
  // does and starts with nothing the visible name lacks (the provider's name is in both).
  return (
    <ul className="wd-list" aria-label={s.socials} style={SOCIAL_GRID}>
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="wd-button wd-button-wide"
            aria-label={s.continueWith(SOCIAL_PROVIDER_NAMES[provider])}
            onClick={() => choose(provider)}
          >
            {SOCIAL_PROVIDER_NAMES[provider]}
          </button>
        </li>
      ))}
    </ul>
  )
}
