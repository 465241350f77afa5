// The `walletdock/wagmi` entry (package.json `exports`): a wagmi connector over the loader's public API, with
// @wagmi/core and viem the host's (peer dependencies); the loader is imported on the connector's first use.
export type { Walletdock, WalletdockAccount, WalletdockOptions } from './loader.ts'
export { type WalletdockParameters, walletdock } from './wagmi/walletdockConnector.ts'
