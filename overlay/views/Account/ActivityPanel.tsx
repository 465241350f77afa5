import { useEffect, useMemo } from 'react'
import type { Transaction } from '../../../src/blockchainApiSchemas.ts'
import { lookup } from '../../../src/messages/coreText.ts'
import { groupTransactions } from '../../../src/walletData.ts'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { ExplorerLink } from '../../ui/ExplorerLink.tsx'
import { formatDecimal } from '../../ui/format.ts'
import { monthName, sameAddress } from '../../ui/formatWallet.ts'
import { selectConnection } from '../../ui/selectors.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'

// Asks for the next page when the list is scrolled to within this many pixels of its end.
const LOAD_MORE_PX = 48

/** The account's activity on the active chain, by year and month, newest first; more loads as it scrolls. */
export function ActivityPanel() {
  const { intents } = useUi()
  const m = useMessages()
  const connection = useTab(selectConnection)
  const activity = useTab((s) => s.snapshot?.activity ?? null)
  const dataService = useTab((s) => !!s.config?.serviceUrls.blockchainApi)
  const caipAddress =
    connection && 'address' in connection ? `${connection.caipNetworkId}:${connection.address}` : ''
  const own = sameAddress(activity?.caipAddress, caipAddress) ? activity : null
  const groups = useMemo(() => groupTransactions(own?.transactions ?? []), [own?.transactions])

  useEffect(() => {
    // The core reports failures itself (snackbar and event); nothing more to do here.
    if (caipAddress) intents.fetchTransactions({ more: false }).catch(() => undefined)
  }, [caipAddress, intents])

  // The history comes only from the host's data service: without one, say so rather than 'No activity yet'.
  if (!dataService)
    return (
      <p className="wd-muted" data-testid="activity-no-service">
        {m.activity.needsDataService}
      </p>
    )
  if (!own || (own.loading && own.transactions.length === 0))
    return <p className="wd-muted">{m.activity.loading}</p>
  if (own.failed) return <p className="wd-error">{m.activity.failed}</p>
  if (own.empty) return <p className="wd-muted">{m.activity.empty}</p>
  const more = () => {
    if (own.next && !own.loading) intents.fetchTransactions({ more: true }).catch(() => undefined)
  }
  return (
    // Named, and focusable although not interactive: its rows have no controls, so a keyboard scrolls it only
    // if the list itself takes focus.
    <section
      className="wd-scroll"
      aria-label={m.account.tabs.activity}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WCAG 2.1.1; axe's scrollable-region-focusable asks for it.
      tabIndex={0}
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
            <section
              key={month.month}
              aria-label={m.activity.month(monthName(month.month, m.intlLocale), year.year)}
            >
              <h4 className="wd-month">{monthName(month.month, m.intlLocale)}</h4>
              <ul
                className="wd-list"
                aria-label={m.activity.transactionsIn(monthName(month.month, m.intlLocale), year.year)}
              >
                {month.transactions.map((tx) => (
                  <ActivityRow key={tx.id} tx={tx} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
      {own.loading && <p className="wd-muted">{m.activity.loadingMore}</p>}
      {own.next && !own.loading && (
        <button type="button" className="wd-button wd-button-wide" onClick={more}>
          {m.activity.loadMore}
        </button>
      )}
    </section>
  )
}

function ActivityRow({ tx }: { tx: Transaction }) {
  const m = useMessages()
  const caipNetworkId = useTab((s) => {
    const connection = selectConnection(s)
    return connection && 'caipNetworkId' in connection ? connection.caipNetworkId : undefined
  })
  const title = lookup(m.activity.operations, tx.metadata.operationType) ?? tx.metadata.operationType
  const date = new Date(tx.metadata.minedAt)
  // The token the transaction moved first (a swap's outgoing one); an NFT shows its preview.
  const moved = tx.transfers[0]
  const symbol = moved?.fungible_info?.symbol ?? moved?.nft_info?.name
  return (
    <li className="wd-row" data-testid="activity-item" data-operation={tx.metadata.operationType}>
      {moved && symbol && (
        <TokenIcon
          symbol={symbol}
          iconUrl={moved.fungible_info?.icon?.url ?? moved.nft_info?.content?.preview?.url}
          seed={moved.fungible_info?.name ?? symbol}
        />
      )}
      <span className="wd-row-main">
        <span className="wd-row-title">
          {title}
          {tx.metadata.status === 'failed' ? m.activity.failedSuffix : ''}
        </span>
        <span className="wd-row-sub">
          {date.toLocaleDateString(m.intlLocale, { month: 'short', day: 'numeric' })}
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
              {formatDecimal(t.quantity.numeric, m.intlLocale)} {symbol}
            </span>
          )
        })}
      </span>
      <ExplorerLink caipNetworkId={caipNetworkId} hash={tx.metadata.hash} />
    </li>
  )
}
