import { useEffect, useRef } from 'react'
import { navigate } from '../../navigation.ts'
import { useUi } from '../../ui/context.ts'
import { useAccountOnWalletConnect } from '../ConnectingWalletConnect/ConnectingWalletConnect.tsx'
import { PairingPanel } from '../ConnectingWalletConnect/PairingPanel.tsx'
import { usePairing } from '../ConnectingWalletConnect/usePairing.ts'
import { useViewMessages } from '../useViewMessages.ts'

/**
 * The QR-only connect view (opening rule 2: no adapters or manual control, not on a phone): the
 * WalletConnect code with its countdown and copy-link, and the way to the full wallet list.
 */
export function ConnectingWalletConnectBasic() {
  const { store, intents } = useUi()
  const m = useViewMessages()
  const pairing = usePairing()
  useAccountOnWalletConnect()
  const told = useRef(false)
  useEffect(() => {
    if (told.current) return
    told.current = true
    intents.chooseWalletConnectWallet({ choice: null }).catch(() => undefined)
  }, [intents])
  return (
    <div className="wd-stack">
      <p className="wd-muted">{m.walletConnect.scanToConnect}</p>
      <PairingPanel pairing={pairing} />
      <button
        type="button"
        className="wd-button wd-button-wide"
        onClick={() => navigate(store, { type: 'push', view: { name: 'AllWallets' } })}
      >
        {m.walletConnect.allWallets}
      </button>
    </div>
  )
}
