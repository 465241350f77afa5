import { useEffect, useRef } from 'react'
import { navigate } from '../../navigation.ts'
import { useUi } from '../../ui/context.ts'
import { useAccountOnWalletConnect } from '../ConnectingWalletConnect/ConnectingWalletConnect.tsx'
import { PairingPanel } from '../ConnectingWalletConnect/PairingPanel.tsx'
import { usePairing } from '../ConnectingWalletConnect/usePairing.ts'

/**
 * The QR-only connect view (opening rule 2: no adapters or manual control, not on a phone): the
 * WalletConnect code with its countdown and copy-link, and the way to the full wallet list.
 */
export function ConnectingWalletConnectBasic() {
  const { store, intents } = useUi()
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
      <p className="wd-muted">Scan with your phone’s wallet to connect.</p>
      <PairingPanel pairing={pairing} />
      <button
        type="button"
        className="wd-button wd-button-wide"
        onClick={() => navigate(store, { type: 'push', view: { name: 'AllWallets' } })}
      >
        All wallets
      </button>
    </div>
  )
}
