import { useEffect, useMemo } from 'react'
import type { Transaction } from '../../../src/blockchainApiSchemas.ts'
import { groupTransactions } from '../../../src/walletData.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { formatQuantity, monthName, sameAddress } from '../../ui/formatWallet.ts'
import { selectConnection } from '../../ui/selectors.ts'

// Asks for the next page when the list is scrolled to within this many pixels of its end.
const LOAD_MORE_PX = 48

/** The account's activity on the active chain, by year and month, newest first; more loads as it scrolls. */
export function ActivityPanel() {
  const { intents } = useUi()
  const connection = useTab(selectConnection)
  const activity = useTab((s) => s.snapshot?.activity ?? null)
  const caipAddress =
    connection && 'address' in connection ? `${connection.caipNetworkId}:${connection.address}` : ''
  const own = sameAddress(activity?.caipAddress, caipAddress) ? activity : null
  const groups = useMemo(() => groupTransactions(own?.transactions ?? []), [own?.transactions])

  useEffect(() => {
    // The core reports failures itself (snackbar and event); nothing more to do here.
    if (caipAddress) intents.fetchTransactions({ more: false }).catch(() => undefined)
  }, [caipAddress, intents])

  if (!own || (own.loading && own.transactions.length === 0))
    return <p className="wd-muted">Loading activity…</p>
  if (own.failed) return <p className="wd-error">Failed to fetch transactions</p>
  if (own.empty) return <p className="wd-muted">No activity yet</p>
  const more = () => {
    if (own.next && !own.loading) intents.fetchTransactions({ more: true }).catch(() => undefined)
  }
  return (
    <div
      className="wd-scroll"
      data-testid="activity-list"
      onScroll={(event) => {
        const el = event.currentTarget
        if (el.scrollHeight - el.scrollTop - el.clientHeight < LOAD_MORE_PX) more()
      }}
    >
      {groups.map((year) => (
        <section key={year.year} aria-label={String(year.year)}>
          <h3 className="wd-year">{year.year}</h3>
          {year.months.map((month) => (
            <section key={month.month} aria-label={`${monthName(month.month)} ${year.year}`}>
              <h4 className="wd-month">{monthName(month.month)}</h4>
              <ul className="wd-list" aria-label={`Transactions in ${monthName(month.month)} ${year.year}`}>
                {month.transactions.map((tx) => (
                  <ActivityRow key={tx.id} tx={tx} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
      {own.loading && <p className="wd-muted">Loading more…</p>}
      {own.next && !own.loading && (
        <button type="button" className="wd-button wd-button-wide" onClick={more}>
          Load more
        </button>
      )}
    </div>
  )
}

const TITLES: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  mint: 'Minted',
  approve: 'Approved',
  deploy: 'Deployed',
  execute: 'Contract call',
  trade: 'Swapped',
}

function ActivityRow({ tx }: { tx: Transaction }) {
  const title = TITLES[tx.metadata.operationType] ?? tx.metadata.operationType
  const date = new Date(tx.metadata.minedAt)
  return (
    <li className="wd-row" data-testid="activity-item">
      <span className="wd-row-main">
        <span className="wd-row-title">
          {title}
          {tx.metadata.status === 'failed' ? ' (failed)' : ''}
        </span>
        <span className="wd-row-sub">
          {date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}
        </span>
      </span>
      <span className="wd-row-end">
        {tx.transfers.map((t, i) => {
          const symbol = t.fungible_info?.symbol ?? t.nft_info?.name ?? ''
          const sign = t.direction === 'in' ? '+' : t.direction === 'out' ? '−' : ''
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: transfers have no id and never reorder.
            <span key={i} className={t.direction === 'in' ? 'wd-in' : undefined} style={{ display: 'block' }}>
              {sign}
              {formatQuantity(t.quantity.numeric)} {symbol}
            </span>
          )
        })}
      </span>
    </li>
  )
}
