import type { Network } from '../../../src/networks.ts'
import type { BalanceView, ConnectionState } from '../../../src/types.ts'
import { formatAmount } from '../../ui/format.ts'
import { showsBalances } from './balanceNetworks.ts'

/** What the balance line shows: the fetched amount, the '0.00' placeholder, or that it is still loading. */
export type BalanceText = { kind: 'amount' | 'zero'; text: string } | { kind: 'loading' }

/**
 * The balance line of the Account view. Testnets (unless the host runs their RPC), networks we do not know and
 * unsupported chains show '0.00' (spec part 2); a balance of another account or network is not shown for this
 * one. The amount is in the balance's own decimals (18 for ETH, 9 for SOL).
 */
export function getBalanceText(
  connection: Extract<ConnectionState, { address: string }>,
  network: Network | undefined,
  balance: BalanceView | null,
  unsupportedChain: boolean,
  ownRpcNetworks: readonly string[] = [],
): BalanceText {
  const own =
    balance && sameCaipAddress(balance.caipAddress, `${connection.caipNetworkId}:${connection.address}`)
  const symbol = own ? balance.symbol : (network?.nativeCurrency.symbol ?? '')
  if (!showsBalances(network, ownRpcNetworks) || unsupportedChain)
    return { kind: 'zero', text: `0.00${symbol ? ` ${symbol}` : ''}` }
  if (!own) return { kind: 'loading' }
  return { kind: 'amount', text: `${formatAmount(balance.raw, balance.decimals)} ${balance.symbol}` }
}

// EVM addresses may differ only by checksum casing.
function sameCaipAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
