import type { TokenBalance } from '../../../src/blockchainApiSchemas.ts'
import { traitsOf } from '../../../src/namespaces.ts'
import { useMessages, useTab } from '../../ui/context.ts'
import { formatBalanceAge, formatDecimal, formatUsd } from '../../ui/format.ts'
import { sameAddress } from '../../ui/formatWallet.ts'
import { selectConnection } from '../../ui/selectors.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'
import { useNow } from '../../ui/useNow.ts'
import { ownBalance } from './balanceText.ts'

/**
 * The account's tokens with quantity and USD value, and their total. Where the core hides the account's balances
 * (testnets, unknown and unsupported networks) and where the service has none, '$0.00'; a failed fetch says
 * 'Token Balance Unavailable' over the last-known list and its age. A host without `serviceUrls.blockchainApi`
 * gets a plain statement that tokens are not available (EVM tokens come only from that service).
 */
export function TokensPanel() {
  const m = useMessages()
  const connection = useTab(selectConnection)
  const portfolio = useTab((s) => s.snapshot?.portfolio ?? null)
  const balance = useTab((s) => s.snapshot?.balance ?? null)
  const dataService = useTab((s) => !!s.config?.serviceUrls.blockchainApi)
  if (!connection || !('address' in connection)) return null
  // Without the host's data service only namespaces that read tokens from the chain have any: say so rather
  // than wait for a list that never comes.
  if (!dataService && !traitsOf(connection.caipNetworkId).tokensFromChain)
    return (
      <p className="wd-muted" data-testid="tokens-no-service">
        {m.account.tokensNeedDataService}
      </p>
    )
  const own = sameAddress(portfolio?.caipAddress, `${connection.caipNetworkId}:${connection.address}`)
    ? portfolio
    : null
  if (ownBalance(connection, balance)?.status === 'hidden' || own?.status === 'unsupported')
    return (
      <p className="wd-total" data-testid="tokens-total">
        {formatUsd(0, m.intlLocale)}
      </p>
    )
  if (!own) return <p className="wd-muted">{m.account.loadingTokens}</p>
  return (
    <>
      <p className="wd-total" data-testid="tokens-total">
        {formatUsd(own.totalUsd, m.intlLocale)}
      </p>
      {own.status === 'unavailable' && (
        <p className="wd-error" role="status" data-testid="tokens-unavailable">
          {m.account.tokenBalanceUnavailable}
          {own.fetchedAt !== null && <TokensAge fetchedAt={own.fetchedAt} />}
        </p>
      )}
      {own.tokens.length === 0 && own.status === 'ok' && <p className="wd-muted">{m.account.noTokens}</p>}
      <ul className="wd-list" aria-label={m.account.tokens}>
        {own.tokens.map((token) => (
          <TokenRow key={`${token.chainId}:${token.address ?? 'native'}`} token={token} />
        ))}
      </ul>
    </>
  )
}

function TokensAge({ fetchedAt }: { fetchedAt: number }) {
  const m = useMessages()
  const now = useNow(30_000)
  return (
    <span data-testid="tokens-age">
      {m.modal.separator}
      {formatBalanceAge(m, fetchedAt, now)}
    </span>
  )
}

/** One token as a list item. */
function TokenRow({ token }: { token: TokenBalance }) {
  return (
    <li className="wd-row" data-testid={`token-${token.symbol}`}>
      <TokenRowContent token={token} />
    </li>
  )
}

/** One token: icon, name (the catalog's 'Unknown token' for a token with none), quantity with symbol, USD value. */
export function TokenRowContent({ token }: { token: TokenBalance }) {
  const m = useMessages()
  return (
    <>
      <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} seed={token.address} />
      <span className="wd-row-main">
        <span className="wd-row-title">{token.name || m.account.unknownToken}</span>
        <span className="wd-row-sub">
          {formatDecimal(token.quantity.numeric, m.intlLocale)} {token.symbol}
        </span>
      </span>
      <span className="wd-row-end">{formatUsd(token.value, m.intlLocale)}</span>
    </>
  )
}
