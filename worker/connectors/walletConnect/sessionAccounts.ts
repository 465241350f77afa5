import { isEvmAddress } from '../../../src/address.ts'
import { parseCaipNetworkId } from '../../../src/caip.ts'
import { solanaAddressSchema } from '../../../src/solana.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import type { UniversalProviderInstance } from './loadUniversalProvider.ts'
import type { WalletConnectNamespace } from './walletConnectNamespaces.ts'

/** A session as the provider holds it. */
export type WalletConnectSession = NonNullable<UniversalProviderInstance['session']>

/** One usable account of a session: the address on one chain. */
export type SessionAccount = { address: string; caipNetworkId: CaipNetworkId }

const isAddress: Record<WalletConnectNamespace, (address: string) => boolean> = {
  eip155: isEvmAddress,
  // Shape alone is not enough for Solana: the base58 text must decode to a 32-byte public key.
  solana: (address) => solanaAddressSchema.safeParse(address).success,
}

/**
 * The accounts a session gives a namespace, checked: `valid` are CAIP-10 accounts of that namespace with
 * a real address, `invalid` the raw entries that are not (they are never connected).
 */
export function sessionAccountsOf(
  session: Pick<WalletConnectSession, 'namespaces'>,
  namespace: WalletConnectNamespace,
): { valid: SessionAccount[]; invalid: string[] } {
  const valid: SessionAccount[] = []
  const invalid: string[] = []
  for (const account of session.namespaces[namespace]?.accounts ?? []) {
    const parsed = parseAccount(namespace, account)
    if (parsed) valid.push(parsed)
    else invalid.push(String(account))
  }
  return { valid, invalid }
}

function parseAccount(namespace: WalletConnectNamespace, account: unknown): SessionAccount | undefined {
  if (typeof account !== 'string') return undefined
  const cut = account.lastIndexOf(':')
  if (cut < 0) return undefined
  try {
    const network = parseCaipNetworkId(account.slice(0, cut))
    const address = account.slice(cut + 1)
    if (network.namespace !== namespace || !isAddress[namespace](address)) return undefined
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
