import type { Namespace } from './types.ts'

// Its own module, not a column of src/namespaces.ts: the loader's providers read it, and a module the loader
// shares with a lazy chunk is merged whole into the loader's file (vite.config.ts).

/**
 * The method that asks the person for an account, for each namespace a host can get a provider of (EIP-1102's
 * and its Solana twin): a provider opens the modal for it while disconnected, the gate refuses it then (4100).
 */
export const REQUEST_ACCOUNTS_METHODS = {
  eip155: 'eth_requestAccounts',
  solana: 'solana_requestAccounts',
} as const satisfies Partial<Record<Namespace, string>>

/** A namespace the loader's getProvider serves: one with an account request. */
export type ProviderNamespace = keyof typeof REQUEST_ACCOUNTS_METHODS
