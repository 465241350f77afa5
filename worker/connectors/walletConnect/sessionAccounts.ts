import { parseCaipNetworkId } from '../../../src/caip.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import type { ChainAdapter } from '../../chains/chainAdapter.ts'
import type { UniversalProviderInstance } from './loadUniversalProvider.ts'

/** A session as the provider holds it. */
export type WalletConnectSession = NonNullable<UniversalProviderInstance['session']>

/** One usable account of a session: the address on one chain. */
export type SessionAccount = { address: string; caipNetworkId: CaipNetworkId }

/** What reading a namespace's session accounts needs of its chain adapter. */
export type AccountReader = Pick<ChainAdapter, 'namespace' | 'isReceiver'>

/**
 * The accounts a session gives a namespace, checked by its chain adapter: `valid` are CAIP-10 accounts of that
 * namespace with a real address (a Solana key must decode to 32 bytes), `invalid` the raw entries that are not
 * (they are never connected).
 */
export function sessionAccountsOf(
  session: Pick<WalletConnectSession, 'namespaces'>,
  adapter: AccountReader,
): { valid: SessionAccount[]; invalid: string[] } {
  const valid: SessionAccount[] = []
  const invalid: string[] = []
  for (const account of session.namespaces[adapter.namespace]?.accounts ?? []) {
    const parsed = parseAccount(adapter, account)
    if (parsed) valid.push(parsed)
    else invalid.push(String(account))
  }
  return { valid, invalid }
}

function parseAccount(adapter: AccountReader, account: unknown): SessionAccount | undefined {
  if (typeof account !== 'string') return undefined
  const cut = account.lastIndexOf(':')
  if (cut < 0) return undefined
  try {
    const network = parseCaipNetworkId(account.slice(0, cut))
    const address = account.slice(cut + 1)
    if (network.namespace !== adapter.namespace || !adapter.isReceiver(address)) return undefined
    return { address, caipNetworkId: `${network.namespace}:${network.reference}` }
  } catch {
    return undefined
  }
}

/** The account to connect: the one on the first of `preferred` the session holds, else its first. */
export function pickSessionAccount(
  accounts: readonly SessionAccount[],
  preferred: readonly string[],
): SessionAccount | undefined {
  for (const id of preferred) {
    const match = accounts.find((a) => a.caipNetworkId === id)
    if (match) return match
  }
  return accounts[0]
}
