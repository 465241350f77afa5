// Its own module: the loader imports it, and a module the loader shares with a lazy chunk is merged whole into
// the loader's file (vite.config.ts), so src/solanaChains.ts would bring its tables along.

/** Whether a list of CAIP network ids has a Solana one (the tab then looks for Wallet Standard wallets). */
export const hasSolanaNetwork = (networks: readonly string[]): boolean =>
  networks.some((id) => id.startsWith('solana:'))
