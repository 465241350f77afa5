// Its own module: the loader imports it, and a module the loader shares with a lazy chunk is merged whole into
// the loader's file (vite.config.ts), so src/solanaChains.ts would bring its tables along.

/** Whether a list of networks has a Solana one (the tab then looks for Wallet Standard wallets); Chains are EVM. */
export const hasSolanaNetwork = (networks: readonly unknown[]): boolean =>
  networks.some((id) => typeof id === 'string' && id.startsWith('solana:'))
