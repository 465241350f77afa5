import { PAIRING_EXPIRY_MARGIN_MS } from '../../../src/constants.ts'
import { wordCoreText } from '../../../src/messages/coreText.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useUi } from '../../ui/context.ts'
import { QrCode } from '../../ui/QrCode.tsx'
import { useViewMessages } from '../useViewMessages.ts'
import type { PairingState } from './usePairing.ts'
import { WalletConnectMark } from './WalletConnectMark.tsx'

/** m:ss of a duration, never negative. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * The pairing as a person sees it: the QR code with the time left and a copy-link button, or why
 * there is none (the relay is unreachable, the link was invalid) with a retry.
 */
export function PairingPanel({
  pairing,
  showQr = true,
  logoUrl,
}: {
  pairing: PairingState
  showQr?: boolean
  /** The chosen wallet's logo, drawn in the QR code's middle (WalletConnect's without one). */
  logoUrl?: string | undefined
}) {
  const { store } = useUi()
  const m = useViewMessages()
  const w = m.walletConnect
  const { view, now, declined } = pairing
  if (view?.status === 'failed' && view.reason !== 'rejected') {
    return (
      <div className="wd-stack" role="alert">
        <h3 className="wd-heading wd-error">{wordCoreText(m, view.message)}</h3>
        <p className="wd-muted">{view.reason === 'relay' ? w.checkConnection : w.tryForNewCode}</p>
        <button type="button" className="wd-button" onClick={pairing.retry}>
          {m.modal.tryAgain}
        </button>
      </div>
    )
  }
  const ready = view?.status === 'ready' ? view : undefined
  const copy = async () => {
    if (!ready) return
    try {
      await navigator.clipboard.writeText(ready.uri)
      showSnackbar(store, 'success', w.linkCopied)
    } catch {
      showSnackbar(store, 'error', w.linkNotCopied)
    }
  }
  return (
    <div className="wd-stack">
      {declined && (
        <p className="wd-error" role="alert">
          {w.declinedScanAgain}
        </p>
      )}
      {showQr &&
        (ready ? (
          <QrCode
            value={ready.uri}
            label={w.qrCode}
            logoUrl={logoUrl}
            fallbackLogo={<WalletConnectMark />}
            data-testid="walletconnect-qr"
          />
        ) : (
          <div className="wd-qr wd-qr-loading" role="status" aria-label={w.preparingQrCode}>
            <span className="wd-spinner wd-spinner-large" aria-hidden="true" />
          </div>
        ))}
      {ready ? (
        <p className="wd-muted" data-testid="walletconnect-countdown">
          {w.newCodeIn(formatCountdown(ready.expiresAt - PAIRING_EXPIRY_MARGIN_MS - now))}
        </p>
      ) : (
        <p className="wd-muted">{w.preparingCode}</p>
      )}
      <button type="button" className="wd-button" onClick={copy} disabled={!ready}>
        {w.copyLink}
      </button>
    </div>
  )
}
