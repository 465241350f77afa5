import { getNetwork } from '../../../src/networks.ts'
import type { BalanceView, ConnectionState } from '../../../src/types.ts'
import { navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { formatBalanceAge, shortAddress } from '../../ui/format.ts'
import { selectConnection } from '../../ui/selectors.ts'
import { useNow } from '../../ui/useNow.ts'
import { getBalanceText } from './balanceText.ts'
import { DisconnectButton } from './DisconnectButton.tsx'

/** Title of the Account view. */
export const ACCOUNT_TITLE = 'Account'

const AGE_REFRESH_MS = 30_000

/** The connected account: address, balance, network and Disconnect. */
export function Account() {
  const connection = useTab(selectConnection)
  if (!connection || !('address' in connection)) return <p className="wd-muted">No account connected</p>
  return <ConnectedAccount connection={connection} />
}

function ConnectedAccount({ connection }: { connection: Extract<ConnectionState, { address: string }> }) {
  const { store } = useUi()
  const balance = useTab((s) => s.snapshot?.balance ?? null)
  const unsupportedChain = useTab((s) => s.snapshot?.unsupportedChain ?? false)
  const network = getNetwork(connection.caipNetworkId)
  const balanceText = getBalanceText(connection, network, balance, unsupportedChain)
  const showAge = balanceText.kind === 'amount' && !!balance?.stale

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(connection.address)
      showSnackbar(store, 'success', 'Address copied')
    } catch {
      showSnackbar(store, 'error', 'Could not copy the address')
    }
  }

  return (
    <div className="wd-stack">
      <span className="wd-avatar" aria-hidden="true" />
      <div className="wd-address-row">
        <span className="wd-address" title={connection.address}>
          {shortAddress(connection.address)}
        </span>
        <button
          type="button"
          className="wd-icon-button"
          aria-label="Copy address"
          onClick={() => void copy()}
        >
          <CopyIcon />
        </button>
      </div>
      {/* Both lines keep their height while empty, so nothing moves when the balance arrives. */}
      <p className="wd-balance" data-testid="balance">
        {balanceText.kind === 'loading' ? (
          <span className="wd-muted">Loading balance…</span>
        ) : (
          balanceText.text
        )}
      </p>
      <p className="wd-meta">
        {connection.status === 'reconnecting' && <span data-testid="connection-status">Reconnecting…</span>}
        {connection.status === 'reconnecting' && showAge && ' · '}
        {showAge && balance && <BalanceAge balance={balance} />}
      </p>
      <div className="wd-actions">
        <button
          type="button"
          className="wd-button wd-button-wide"
          aria-label={`Network: ${network?.name ?? connection.caipNetworkId}`}
          onClick={() => navigate(store, { type: 'push', view: { name: 'Networks' } })}
        >
          {network?.name ?? connection.caipNetworkId}
        </button>
        <DisconnectButton />
      </div>
    </div>
  )
}

function BalanceAge({ balance }: { balance: BalanceView }) {
  const now = useNow(AGE_REFRESH_MS)
  return <span data-testid="balance-age">{formatBalanceAge(balance.fetchedAt, now)}</span>
}

function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="5" y="5" width="8" height="8" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3 10.5V4a1 1 0 0 1 1-1h6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}
