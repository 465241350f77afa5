import { useEffect } from 'react'
import { namespaceOf } from '../../../src/namespaces.ts'
import type { ConnectionState } from '../../../src/types.ts'
import { navigate } from '../../navigation.ts'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { formatBalanceAge } from '../../ui/format.ts'
import { selectNetwork } from '../../ui/selectNetwork.ts'
import { selectConnection } from '../../ui/selectors.ts'
import { useNow } from '../../ui/useNow.ts'
import { AccountIdentity } from './AccountIdentity.tsx'
import { AccountTabs } from './AccountTabs.tsx'
import { getBalanceText, ownBalance } from './balanceText.ts'
import { DisconnectButton } from './DisconnectButton.tsx'
import { EmailRow } from './EmailRow.tsx'
import { WalletFeatures } from './WalletFeatures.tsx'

const AGE_REFRESH_MS = 30_000

// What its first render formats: preloadAccountIfKnown makes them ahead of a click that opens on Account.
export { warmFormatters } from '../../ui/format.ts'

/** The connected account: address, balance, network and Disconnect. */
export function Account() {
  const m = useMessages()
  const connection = useTab(selectConnection)
  if (!connection || !('address' in connection)) return <p className="wd-muted">{m.modal.noAccount}</p>
  return <ConnectedAccount connection={connection} />
}

function ConnectedAccount({ connection }: { connection: Extract<ConnectionState, { address: string }> }) {
  const { store, intents } = useUi()
  const m = useMessages()
  const balance = ownBalance(
    connection,
    useTab((s) => s.snapshot?.balance ?? null),
  )
  const network = useTab((s) => selectNetwork(s, connection.caipNetworkId))
  const balanceText = getBalanceText(connection, balance, m.intlLocale)
  const staleSince = balance?.status === 'stale' ? balance.fetchedAt : null

  const caipAddress = `${connection.caipNetworkId}:${connection.address}`
  useEffect(() => {
    if (!caipAddress) return
    // Cached reads (30 s tokens, 5 min names): opening the view in many tabs costs one request.
    intents.fetchIdentity().catch(() => undefined)
    intents.fetchTokenBalances({ force: false }).catch(() => undefined)
  }, [caipAddress, intents])

  return (
    <div className="wd-stack">
      <AccountIdentity connection={connection} />
      <EmailRow connectorId={connection.connectorId} />
      {/* Both lines keep their height while empty, so nothing moves when the balance arrives. */}
      <p className="wd-balance" data-testid="balance">
        {balanceText.kind === 'loading' ? (
          <span className="wd-muted">{m.account.loadingBalance}</span>
        ) : balanceText.kind === 'unavailable' ? (
          <span className="wd-muted">{m.account.balanceUnavailable}</span>
        ) : (
          balanceText.text
        )}
      </p>
      {/* Announced when the connection drops to reconnecting or the balance turns stale. */}
      <p className="wd-meta" aria-live="polite">
        {connection.status === 'reconnecting' && (
          <span data-testid="connection-status">{m.account.reconnecting}</span>
        )}
        {connection.status === 'reconnecting' && staleSince !== null && m.modal.separator}
        {staleSince !== null && <BalanceAge fetchedAt={staleSince} />}
      </p>
      <div className="wd-actions">
        <button
          type="button"
          className="wd-button wd-button-wide"
          aria-label={m.account.network(network?.name ?? connection.caipNetworkId)}
          onClick={() => navigate(store, { type: 'push', view: { name: 'Networks' } })}
        >
          {network?.name ?? connection.caipNetworkId}
        </button>
        <WalletFeatures namespace={namespaceOf(connection.caipNetworkId)} />
        <DisconnectButton />
      </div>
      <AccountTabs />
    </div>
  )
}

function BalanceAge({ fetchedAt }: { fetchedAt: number }) {
  const m = useMessages()
  const now = useNow(AGE_REFRESH_MS)
  return <span data-testid="balance-age">{formatBalanceAge(m, fetchedAt, now)}</span>
}
