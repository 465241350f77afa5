// Only the lazily loaded WalletConnect code uses these: kept out of src/ so the worker entry stays smaller.

/**
 * Solana methods a WalletConnect session asks the wallet for. Accounts come from the session itself, so
 * solana_requestAccounts / solana_getAccounts are answered by the core and not asked for.
 */
export const WALLET_CONNECT_SOLANA_METHODS = [
  'solana_signTransaction',
  'solana_signMessage',
  'solana_signAndSendTransaction',
] as const

/** The namespaces a WalletConnect session can connect: each approved one becomes a connection. */
export const WALLET_CONNECT_NAMESPACES = ['eip155', 'solana'] as const
export type WalletConnectNamespace = (typeof WALLET_CONNECT_NAMESPACES)[number]
