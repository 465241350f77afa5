import { useState } from 'react'
import type { SiwxRequestView } from '../../../src/siwx.ts'
import { AttemptStatus } from '../../ui/AttemptStatus.tsx'
import { useTab, useUi } from '../../ui/context.ts'
import { selectNetwork } from '../../ui/selectNetwork.ts'
import { useAttempt } from '../../ui/useAttempt.ts'
import { useViewMessages } from '../useViewMessages.ts'

/**
 * Sign-In With X: the connected account signs the site's message, asked at once. The signature passes the gate,
 * so the one confirmation is the wallet's own prompt, or ApproveTransaction (with the message's full text) for the
 * embedded wallet, which has none.
 */
export function SiwxSignMessage() {
  const request = useTab((state) => state.snapshot?.siwxRequest ?? null)
  if (!request) return null
  const key = `${request.caipNetworkId}:${request.address}`
  return (
    <div className="wd-stack" data-testid="siwx-sign-message">
      <Summary request={request} />
      <AskWallet key={key} attempt={key} />
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

// Asked as the view shows, with Try again after a failure.
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
