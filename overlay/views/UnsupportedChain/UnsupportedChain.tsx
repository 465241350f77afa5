import { useMessages } from '../../ui/context.ts'
import { DisconnectButton } from '../Account/DisconnectButton.tsx'
import { NetworkList } from '../Networks/NetworkList.tsx'

/** Shown while the wallet is on a network the host did not request. */
export function UnsupportedChain() {
  const m = useMessages()
  return (
    <>
      <p className="wd-muted">{m.networks.unsupported}</p>
      <p className="wd-section-label">{m.networks.available}</p>
      <NetworkList />
      <div className="wd-actions wd-actions-spaced">
        <DisconnectButton />
      </div>
    </>
  )
}
