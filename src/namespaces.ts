import type { ViewMessages } from './messages/views/en.ts'
import { SOLANA_WALLET_METHODS } from './solanaChains.ts'
import type { CaipNetworkId, Namespace } from './types.ts'

// The Send catalog's plain texts (not its functions).
type SendText = {
  [K in keyof ViewMessages['send']]: ViewMessages['send'][K] extends string ? K : never
}[keyof ViewMessages['send']]
type SendProblem = keyof ViewMessages['send']['problems']

/**
 * What differs between namespaces as data, for the code on both sides of the worker boundary (the behaviour
 * that differs lives in the core's chain adapters, worker/chains/). A namespace without a row has none of the
 * optional behaviour: its wallet keeps no current chain, it reports CAIP-2 ids, and nothing is sent on it.
 */
export type NamespaceTraits = {
  /** The wallet has a current chain and switches it when asked (EIP-3326); else a switch only changes the core. */
  walletSwitchesChain: boolean
  /** Wallet calls name the chain (a Wallet Standard wallet has no current chain to fall back on). */
  walletCallsNameChain: boolean
  /** A session account belongs to one network (Solana clusters); EVM keys are the same on every chain. */
  accountPerNetwork: boolean
  /** Token balances come from the chain's RPC (named by the data service), not from the data service alone. */
  tokensFromChain: boolean
  /** The least a native send must leave for its fee, in base units (0: the wallet's own check covers it). */
  minimumFee: bigint
  /** Fees are small and exact (0.000005 SOL): shown in full rather than rounded. */
  exactFees: boolean
  /** The Send form's words for the receiver field, and the problem an invalid receiver is. */
  send: { receiverLabel: SendText; receiverPlaceholder: SendText; invalidReceiver: SendProblem }
  /**
   * The on-ramp: the currency a provider page sells here unless the person picks one (meld's destination code),
   * and whether the on-ramp service's `chain_id` names this namespace's networks (it lists EVM chain ids only).
   */
  onramp: { currency: string; chainIds: boolean }
  /** How English texts name the namespace's accounts (an error's message); views use the catalog's own names. */
  label: string
  /** The wallet request that makes a wallet forget this site on the namespace; none where there is none. */
  leave: { method: string; params?: unknown } | undefined
}

const EVM: NamespaceTraits = {
  walletSwitchesChain: true,
  walletCallsNameChain: false,
  accountPerNetwork: false,
  tokensFromChain: false,
  minimumFee: 0n,
  exactFees: false,
  send: { receiverLabel: 'toEvm', receiverPlaceholder: 'evmPlaceholder', invalidReceiver: 'invalidAddress' },
  onramp: { currency: 'USDC', chainIds: true },
  label: 'EVM',
  // EIP-2255: not every wallet supports it; the site is disconnected either way.
  leave: { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] },
}

// Namespaces without an adapter yet: no chain switch, calls name their chain, nothing sent on them. Each row
// names itself; a namespace the table does not know is named by its id.
const OTHER: Omit<NamespaceTraits, 'label'> = {
  walletSwitchesChain: false,
  walletCallsNameChain: true,
  accountPerNetwork: true,
  tokensFromChain: false,
  minimumFee: 0n,
  exactFees: false,
  send: { receiverLabel: 'toEvm', receiverPlaceholder: 'evmPlaceholder', invalidReceiver: 'invalidAddress' },
  onramp: { currency: 'USDC', chainIds: false },
  leave: undefined,
}

/** Every namespace's traits (spec parts 3–5). */
export const NAMESPACE_TRAITS: Readonly<Record<Namespace, NamespaceTraits>> = Object.freeze({
  eip155: EVM,
  solana: {
    ...OTHER,
    tokensFromChain: true,
    // One signature at 5000 lamports, what every public cluster charges.
    minimumFee: 5000n,
    exactFees: true,
    send: {
      receiverLabel: 'toSolana',
      receiverPlaceholder: 'solanaPlaceholder',
      invalidReceiver: 'invalidSolanaAddress',
    },
    onramp: { currency: 'SOL', chainIds: false },
    label: 'Solana',
    // Wallet Standard `standard:disconnect`, where the wallet has it.
    leave: { method: SOLANA_WALLET_METHODS.disconnect },
  },
  bip122: { ...OTHER, label: 'Bitcoin' },
  polkadot: { ...OTHER, label: 'Polkadot' },
  cosmos: { ...OTHER, label: 'Cosmos' },
})

/** The namespace part of a CAIP-2 network id (`eip155:1` → `eip155`), as the product's namespace type. */
export function namespaceOf(caipNetworkId: CaipNetworkId | string): Namespace {
  return caipNetworkId.split(':')[0] as Namespace
}

/** The traits of the namespace `caipNetworkId` (or a namespace) belongs to. */
export function traitsOf(namespaceOrNetwork: string): NamespaceTraits {
  const namespace = namespaceOf(namespaceOrNetwork)
  return Object.hasOwn(NAMESPACE_TRAITS, namespace)
    ? NAMESPACE_TRAITS[namespace]
    : { ...OTHER, label: namespace }
}
