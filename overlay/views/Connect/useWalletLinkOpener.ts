import { useEffect, useState } from 'react'
import type { OpenWalletLink } from '../ConnectingWalletConnect/openWalletLink.ts'

/**
 * On a phone, what opens a wallet app with the pairing link in the tap itself (overlay/views/AllWallets/chooseWallet.ts):
 * fetched as Connect shows, long before a person taps, and never on a desktop, which has no use for it.
 */
export function useWalletLinkOpener(isMobile: boolean): OpenWalletLink | undefined {
  const [opener, setOpener] = useState<{ open: OpenWalletLink }>()
  useEffect(() => {
    if (!isMobile) return
    let live = true
    import('../ConnectingWalletConnect/openWalletLink.ts').then(
      (m) => {
        if (live) setOpener({ open: m.openWalletLink })
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [isMobile])
  return opener?.open
}
