import { useState } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import type { SiwxRequestView } from '../../../src/siwx.ts'
import { showSnackbar } from '../../snackbar.ts'
import { AttemptStatus } from '../../ui/AttemptStatus.tsx'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { selectNetwork } from '../../ui/selectNetwork.ts'
import { useAttempt } from '../../ui/useAttempt.ts'
import { useViewMessages } from '../useViewMessages.ts'

/**
 * Sign-In With X: the connected account signs the site's message. A wallet with its own prompt is asked at once
 * (its prompt is the one confirmation); the embedded wallet, which has none, waits for the Sign in button.
 */
export function SiwxSignMessage() {
  const request = useTab((state) => state.snapshot?.siwxRequest ?? null)
  if (!request) return null
  const key = `${request.caipNetworkId}:${request.address}`
  return (
    <div className="wd-stack" data-testid="siwx-sign-message">
      <Summary request={request} />
      {request.ownPrompt ? <AskWallet key={key} attempt={key} /> : <SignButton key={key} />}
      <CancelButton />
    </div>
  )
}

function Summary({ request }: { request: SiwxRequestView }) {
  const s = useViewMessages().siwx
  const site = useTab((state) => state.config?.metadata?.name) || s.thisSite
  const network = useTab((state) => selectNetwork(state, request.caipNetworkId))
  const required = useTab((state) => state.config?.siwx?.required ?? true)
  return (
    <>
      <h3 className="wd-heading">{s.heading(site)}</h3>
      <p className="wd-muted">
        {s.text} {required ? s.requiredNote : s.optionalNote}
      </p>
      <p className="wd-muted">
        {s.account}: <span data-testid="siwx-address">{request.address}</span>
        <br />
        {s.network}: {network?.name ?? request.caipNetworkId}
      </p>
    </>
  )
}

// The wallet prompts itself: it is asked as the view shows, with Try again after a failure.
function AskWallet({ attempt }: { attempt: string }) {
  const { intents } = useUi()
  const s = useViewMessages().siwx
  const { state, retry } = useAttempt(attempt, () => intents.signInWithX())
  return (
    <AttemptStatus
      name={s.sign}
      state={state}
      retry={retry}
      waiting={{ title: s.signing, text: s.signingText }}
      declined={{ title: s.declined, text: s.declinedText }}
      failedTitle={s.failed}
    />
  )
}

// No prompt of its own (the embedded wallet): the person's click is the confirmation.
function SignButton() {
  const { store, intents } = useUi()
  const m = useMessages()
  const s = useViewMessages().siwx
  const [pending, setPending] = useState(false)
  const sign = async () => {
    setPending(true)
    try {
      await intents.signInWithX()
    } catch (error) {
      showSnackbar(store, 'error', errorText(m, error))
    } finally {
      setPending(false)
    }
  }
  return (
    <button
      type="button"
      className="wd-button wd-button-primary wd-button-wide"
      disabled={pending}
      onClick={() => void sign()}
    >
      {pending ? s.signing : s.sign}
    </button>
  )
}

function CancelButton() {
  const { intents } = useUi()
  const s = useViewMessages().siwx
  const [pending, setPending] = useState(false)
  return (
    <button
      type="button"
      className="wd-button wd-button-wide"
      disabled={pending}
      onClick={() => {
        setPending(true)
        void intents.declineSignIn().finally(() => setPending(false))
      }}
    >
      {s.cancel}
    </button>
  )
}
