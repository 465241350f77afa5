// The `walletdock/wagmi` entry (package.json `exports`): a wagmi connector over the loader's public API, built
// with @wagmi/core and viem as the host's peer dependencies and the loader imported as `walletdock`
// (vite.config.ts, mode lib-bindings). Issue #12 item 6 fills it in.
export type { Walletdock, WalletdockAccount, WalletdockOptions } from './loader.ts'
