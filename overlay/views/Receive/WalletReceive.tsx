import { namespaceOf, traitsOf } from '../../../src/namespaces.ts'
import { findNetwork, type Network } from '../../../src/networks.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { ItemIcon } from '../../ui/ItemIcon.tsx'
import { QrCode } from '../../ui/QrCode.tsx'
import { selectConnection } from '../../ui/selectors.ts'
import { useNetworkIcons } from '../../ui/useNetworkIcons.ts'
import { useViewMessages } from '../useViewMessages.ts'

const NONE: CaipNetworkId[] = []

/**
 * Receive: the account's address as a QR code with the network's icon in the middle, Copy, and the networks
 * that accept the address (the host's networks of its namespace; only its own network where an account
 * belongs to one network, as on Solana), with a note to send only on those.
 */
export function WalletReceive() {
  const { store } = useUi()
  const m = useViewMessages()
  const r = m.receive
  useNetworkIcons()
  const connection = useTab(selectConnection)
  const networks = useTab((s) => s.snapshot?.networks)
  const requested = useTab((s) => s.snapshot?.requestedNetworks ?? NONE)
  if (!connection || !('address' in connection)) return <p className="wd-muted">{m.modal.noAccount}</p>
  const { address, caipNetworkId } = connection
  const current = findNetwork(networks, caipNetworkId)
  const accepting: { id: CaipNetworkId; network: Network | undefined }[] = (
    traitsOf(caipNetworkId).accountPerNetwork
      ? [caipNetworkId]
      : requested.filter((id) => namespaceOf(id) === namespaceOf(caipNetworkId))
  ).map((id) => ({ id, network: findNetwork(networks, id) }))

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      showSnackbar(store, 'success', m.account.addressCopied)
    } catch {
      showSnackbar(store, 'error', m.account.addressNotCopied)
    }
  }

  return (
    <div className="wd-stack">
      <QrCode
        value={address}
        label={r.qrCode}
        logoUrl={current?.assets.imageUrl}
        fallbackLogo={<LetterTile letter={(current?.name ?? caipNetworkId).slice(0, 1).toUpperCase()} />}
        data-testid="receive-qr"
      />
      <p className="wd-address-full" data-testid="receive-address">
        {address}
      </p>
      <button type="button" className="wd-button" onClick={() => void copy()}>
        {r.copy}
      </button>
      <ul className="wd-chips" aria-label={r.networks} data-testid="receive-networks">
        {accepting.map(({ id, network }) => (
          <li key={id} className="wd-chip">
            <ItemIcon name={network?.name ?? id} imageUrl={network?.assets.imageUrl} />
            <span className="wd-chip-name">{network?.name ?? id}</span>
          </li>
        ))}
      </ul>
      <p className="wd-muted" role="note">
        {r.onlyTheseNetworks}
      </p>
    </div>
  )
}

// The network's initial on a 24-unit tile, where the network has no icon.
function LetterTile({ letter }: { letter: string }) {
  return (
    <>
      <rect width="24" height="24" rx="6" fill="#444" />
      <text
        x="12"
        y="16.5"
        fill="#fff"
        fontSize="13"
        fontWeight="700"
        textAnchor="middle"
        fontFamily="sans-serif"
      >
        {letter}
      </text>
    </>
  )
}
