import { useEffect, useRef, useState } from 'react'
import { isPairingExpired, reusesPairingLinks, type WalletConnectView } from '../../../src/walletConnect.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { useNow } from '../../ui/useNow.ts'

/** What a view showing a pairing needs: the core's pairing, the time, and what the person may do. */
export type PairingState = {
  view: WalletConnectView | undefined
  now: number
  /** The last code was refused in the wallet; a new one is on its way or shown. */
  declined: boolean
  retry(): void
}

const reuseHere = () =>
  reusesPairingLinks(
    navigator.userAgent,
    typeof (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy !== 'undefined',
  )

/**
 * Asks the core for a pairing when the view opens, replaces the code by itself when it counts as
 * expired, and after the wallet refused one asks for a new code at once. The pairing itself lives in
 * the core's snapshot, so every tab sees the same one.
 */
export function usePairing(): PairingState {
  const { intents, isMobile } = useUi()
  const view = useTab((s) => s.snapshot?.walletConnect)
  const now = useNow(1_000)
  const [declined, setDeclined] = useState(false)
  const asked = useRef(new Set<string>())
  // Each request is made once per reason, so StrictMode's second effect run and re-renders add nothing.
  const ask = (key: string, options: { reuse?: boolean; refresh?: boolean }) => {
    if (asked.current.has(key)) return
    asked.current.add(key)
    // Failures show through the snapshot (the core records them), so the promise needs no handler here.
    intents.pairWalletConnect(options).catch(() => undefined)
  }

  // On a phone an unexpired pairing is kept too: its URI may just have gone to a wallet app by deep link
  // (AllWallets prepares one), and replacing it would strand that wallet.
  useEffect(() => {
    ask('open', { reuse: reuseHere() || isMobile })
  })

  const expired = view?.status === 'ready' && isPairingExpired(view.expiresAt, now)
  const refused = view?.status === 'failed' && view.reason === 'rejected'
  useEffect(() => {
    if (expired && view?.status === 'ready') ask(`expired-${view.attempt}`, { refresh: true })
    if (refused && view?.status === 'failed') {
      setDeclined(true)
      ask(`refused-${view.attempt}`, { refresh: true })
    }
  })

  return {
    view,
    now,
    declined,
    retry: () => {
      setDeclined(false)
      // A pairing still waiting for the relay is waited for again; otherwise the core starts a new one.
      intents.pairWalletConnect({}).catch(() => undefined)
    },
  }
}
