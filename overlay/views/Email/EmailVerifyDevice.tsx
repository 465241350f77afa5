import { useEffect, useState } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import type { CaughtError } from '../../../src/rebuildError.ts'
import { navigate } from '../../navigation.ts'
import { useMessages, useUi } from '../../ui/context.ts'

/**
 * E-mail login from a new device: waits until the person approves it by the link in the e-mail, then goes on
 * by itself to the code the site sends on approval. The frame waits 30 s per ask; the view asks again while it
 * shows.
 */
export function EmailVerifyDevice({ email }: { email: string }) {
  const [round, setRound] = useState(0)
  return <DeviceWait key={round} email={email} retry={() => setRound((r) => r + 1)} />
}

function DeviceWait({ email, retry }: { email: string; retry(): void }) {
  const { store, intents } = useUi()
  const m = useMessages()
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    const wait = async (): Promise<void> => {
      try {
        await intents.connectDevice()
      } catch (error) {
        // Not approved yet within the frame's time limit: keep waiting while the view shows.
        if (live && (error as CaughtError)?.name === 'TimeoutError') return wait()
        throw error
      }
      // Approved: the secure site sends the login code now, so the code is next.
      if (live) navigate(store, { type: 'replace', view: { name: 'EmailVerifyOtp', data: { email } } })
    }
    wait().catch((error: unknown) => {
      if (live) setProblem(errorText(m, error))
    })
    return () => {
      live = false
    }
  }, [email, intents, store, m])
  return (
    <div className="wd-stack">
      <p>{m.email.deviceSentTo(email)}</p>
      <p className="wd-muted" aria-live="polite">
        {m.email.deviceWaiting}
      </p>
      {problem && (
        <>
          <p className="wd-error" role="alert">
            {problem}
          </p>
          <button type="button" className="wd-button wd-button-wide" onClick={retry}>
            {m.modal.tryAgain}
          </button>
        </>
      )}
    </div>
  )
}
