import { useEffect, useState } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import { socialCatalog } from '../../../src/messages/social/socialCatalog.ts'
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '../../../src/secureFrame/socialProviders.ts'
import { socialResultUri } from '../../../src/secureFrame/socialResult.ts'
import { navigate } from '../../navigation.ts'
import { useMessages, useSectionMessages, useTab, useUi } from '../../ui/context.ts'
import { startEmbeddedFrame } from '../../ui/embeddedFrame.ts'
import { claimSocialPopup, endSocialPopup, openSocialPopup, releaseSocialPopup } from './socialPopup.ts'

/** How often the view looks whether the person closed the provider's window. */
const POPUP_WATCH_MS = 500
/** How long the window must stay closed without a result before the login counts as abandoned. */
const POPUP_CLOSED_GRACE_MS = 1_500

type Phase = 'opening' | 'waiting' | 'connecting' | 'failed'

/**
 * A social login under way: the provider's page in the popup opened by the click, then the secure frame
 * completes the login with the result the provider sent back (spec part 7: get social redirect URI, connect
 * social). A denial, a closed window or a frame error shows here, with Try again (which opens a new popup in
 * its own click).
 */
export function ConnectingSocial({ provider }: { provider: SocialProvider }) {
  const { store } = useUi()
  const [round, setRound] = useState(0)
  const retry = () => {
    openSocialPopup(store)
    setRound((r) => r + 1)
  }
  return <SocialAttempt key={round} provider={provider} retry={retry} />
}

function SocialAttempt({ provider, retry }: { provider: SocialProvider; retry(): void }) {
  const { store, intents } = useUi()
  const m = useMessages()
  const s = useSectionMessages(socialCatalog)
  const secureSite = useTab((state) => state.config?.serviceUrls.secureSite)
  const name = SOCIAL_PROVIDER_NAMES[provider]
  const [phase, setPhase] = useState<Phase>('opening')
  const [problem, setProblem] = useState<{ text: string; hint?: string | undefined } | null>(null)

  useEffect(() => {
    const owner = {}
    const popup = claimSocialPopup(store, owner)
    // `live`: this instance still shows; `settled`: the attempt is over (done or failed).
    let live = true
    let settled = false
    let watch: ReturnType<typeof setInterval> | undefined
    const detach = () => {
      clearInterval(watch)
      removeEventListener('message', onMessage)
    }
    const fail = (text: string, hint?: string) => {
      if (settled || !live) return
      settled = true
      detach()
      endSocialPopup(store, popup)
      setProblem({ text, hint })
      setPhase('failed')
    }
    // Only the popup's window, from the secure site's origin, with a result URI on that origin, is taken.
    const onMessage = (event: MessageEvent) => {
      if (settled || !live || !popup || event.source !== popup || !secureSite) return
      const uri = socialResultUri(event, secureSite)
      if (!uri) return
      settled = true
      detach()
      endSocialPopup(store, popup)
      setPhase('connecting')
      const denied = new URL(uri).searchParams.has('error')
      intents.connectSocial({ provider, uri }).then(
        () => {
          if (live) navigate(store, { type: 'reset', view: { name: 'Account' } })
        },
        (error: unknown) => {
          if (!live) return
          setProblem({ text: errorText(m, error), hint: denied ? s.declined(name) : undefined })
          setPhase('failed')
        },
      )
    }
    if (!popup) {
      fail(s.popupBlocked)
      return
    }
    addEventListener('message', onMessage)
    // The callback page posts its result and closes at once: the window can read as closed before the message
    // is handled here, so a closed window fails the login only once it has stayed closed a while unanswered.
    let closedFor = 0
    watch = setInterval(() => {
      closedFor = popup.closed ? closedFor + POPUP_WATCH_MS : 0
      if (closedFor >= POPUP_CLOSED_GRACE_MS) fail(s.popupClosed(name))
    }, POPUP_WATCH_MS)
    const open = async () => {
      // The frame (which asks the secure site for the provider's URL) may not have started in this tab yet.
      await startEmbeddedFrame(store)
      const { uri } = await intents.getSocialRedirectUri({ provider })
      if (settled || !live) return
      popup.location.href = uri
      setPhase('waiting')
    }
    open().catch((error: unknown) => fail(errorText(m, error)))
    return () => {
      live = false
      detach()
      // Leaving the view gives up the login and closes its window (unless React shows this view again at once).
      if (!settled) releaseSocialPopup(store, owner)
    }
  }, [store, intents, m, s, provider, name, secureSite])

  return (
    <div className="wd-stack">
      {phase === 'failed' && problem ? (
        <>
          <p className="wd-error" role="alert">
            {problem.text}
          </p>
          {problem.hint && <p className="wd-muted">{problem.hint}</p>}
          <button type="button" className="wd-button wd-button-wide" onClick={retry}>
            {m.modal.tryAgain}
          </button>
        </>
      ) : (
        <>
          <p aria-live="polite">
            {phase === 'opening'
              ? s.opening(name)
              : phase === 'connecting'
                ? s.retrieving
                : s.inProviderWindow(name)}
          </p>
          {phase === 'waiting' && <p className="wd-muted">{s.inProviderWindowHint}</p>}
        </>
      )}
    </div>
  )
}
