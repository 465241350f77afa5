import { useState } from 'react'
import type { SwapMessages } from '../../../src/messages/views/en.ts'
import type { SwapToken } from '../../../src/swap.ts'
import { useMessages } from '../../ui/context.ts'
import { formatDecimal } from '../../ui/format.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'

/** Whether a token matches what the person typed (name or symbol, any case). */
export function matchesSearch(token: SwapToken, search: string): boolean {
  const query = search.trim().toLowerCase()
  return !query || token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query)
}

/** The swap tokens with their balances, searchable; picking one hands it back. */
export function SwapTokenList({
  s,
  label,
  tokens,
  current,
  onPick,
}: {
  s: SwapMessages
  label: string
  tokens: SwapToken[]
  current: SwapToken | undefined
  onPick: (token: SwapToken) => void
}) {
  const m = useMessages()
  const [search, setSearch] = useState('')
  const shown = tokens.filter((token) => matchesSearch(token, search))
  return (
    <div className="wd-stack">
      {/* In a field: the stack centres its children, and a bare input would keep its narrow default width. */}
      <div className="wd-field">
        <input
          className="wd-input"
          type="search"
          aria-label={s.searchTokens}
          autoComplete="off"
          placeholder={s.searchTokens}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="wd-muted">{s.noTokensFound}</p>
      ) : (
        <ul className="wd-list" aria-label={label}>
          {shown.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="wd-list-item"
                aria-current={token.address === current?.address}
                onClick={() => onPick(token)}
              >
                <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} seed={token.address} />
                <span className="wd-list-item-name">
                  {token.symbol}
                  {m.modal.separator}
                  {token.name}
                </span>
                <span className="wd-row-sub">{formatDecimal(token.balance, m.intlLocale)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
