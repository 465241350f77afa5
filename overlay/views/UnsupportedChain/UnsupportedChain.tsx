import { DisconnectButton } from '../Account/DisconnectButton.tsx'
import { NetworkList } from '../Networks/NetworkList.tsx'

/** Title of the UnsupportedChain view. */
export const UNSUPPORTED_CHAIN_TITLE = 'Switch Network'

/** Shown while the wallet is on a network the host did not request. */
export function UnsupportedChain() {
  return (
    <>
      <p className="wd-muted">
        This app doesn't support your current network. Switch to an available option to continue.
      </p>
      <p className="wd-section-label">Available networks</p>
      <NetworkList />
      <div className="wd-actions wd-actions-spaced">
        <DisconnectButton />
      </div>
    </>
  )
}
