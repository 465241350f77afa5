import type { BalanceView, ConnectionState } from '../../../src/types.ts'
import { formatAmount } from '../../ui/format.ts'

/** What the balance line shows: an amount, the '0.00' placeholder, that none can be read, or that it is loading. */
export type BalanceText =
  | { kind: 'amount' | 'zero'; text: string }
  | { kind: 'unavailable' }
  | { kind: 'loading' }

/**
 * The balance line of the Account view, rendered from the status the core gives the balance (it decides what the
 * spec hides: testnets, unsupported chains). A balance of another account or network counts as not read yet.
 * The amount is in the balance's own decimals (18 for ETH, 9 for SOL).
 */
export function getBalanceText(
  connection: Extract<ConnectionState, { address: string }>,
  balance: BalanceView | null,
  intlLocale: string,
): BalanceText {
  const own = ownBalance(connection, balance)
  switch (own?.status) {
    case 'hidden':
      return { kind: 'zero', text: `0.00${own.symbol ? ` ${own.symbol}` : ''}` }
    case 'ready':
    case 'stale':
      return { kind: 'amount', text: `${formatAmount(own.raw, own.decimals, intlLocale)} ${own.symbol}` }
    case 'unavailable':
      return { kind: 'unavailable' }
    default:
      return { kind: 'loading' }
  }
}

/** The balance when it is this connection's account's, else null. */
export function ownBalance(
  connection: Extract<ConnectionState, { address: string }>,
  balance: BalanceView | null,
): BalanceView | null {
  return balance && sameCaipAddress(balance.caipAddress, `${connection.caipNetworkId}:${connection.address}`)
    ? balance
    : null
}

// EVM addresses may differ only by checksum casing.
function sameCaipAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
