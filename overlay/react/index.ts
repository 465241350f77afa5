// walletdock/react: the React glue around the loader. React is the host's (a peer dependency).
export type {
  Walletdock,
  WalletdockAccount,
  WalletdockOptions,
  WalletdockProvider as WalletdockEip1193Provider,
} from '../loader.ts'
export { ConnectButton } from './ConnectButton.tsx'
export { DISCONNECTED_ACCOUNT, useAccount } from './useAccount.ts'
export { type UseModalReturnType, useModal } from './useModal.ts'
export { useWalletdock } from './useWalletdock.ts'
export { WalletdockProvider, type WalletdockProviderProps } from './WalletdockProvider.tsx'
