// The `walletdock/react` entry (package.json `exports`): React bindings over the loader's public API. React is
// the host's (a peer dependency); the loader (`walletdock`) too: imported with this entry, it runs no DOM code until
// the provider makes the instance as it mounts in a page.
export type {
  Walletdock,
  WalletdockAccount,
  WalletdockOptions,
  WalletdockProvider as WalletdockEip1193Provider,
} from './loader.ts'
export { ConnectButton } from './react/ConnectButton.tsx'
export { DISCONNECTED_ACCOUNT, useAccount } from './react/useAccount.ts'
export { type UseModalReturnType, useModal } from './react/useModal.ts'
export { useWalletdock } from './react/useWalletdock.ts'
export { WalletdockProvider, type WalletdockProviderProps } from './react/WalletdockProvider.tsx'
