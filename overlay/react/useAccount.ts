import { useCallback, useSyncExternalStore } from 'react'
import type { WalletdockAccount } from '../loader.ts'
import { useWalletdockContext } from './walletdockContext.ts'

/** What the server renders and hydration starts from; the loader reports the same before its first snapshot. */
export const DISCONNECTED_ACCOUNT: WalletdockAccount = Object.freeze({
  status: 'disconnected',
  namespace: 'eip155',
  address: undefined,
  caipNetworkId: 'eip155:1',
  caipAddress: undefined,
  signedIn: false,
})

const noop = () => undefined

/** The active account (status, address, network); re-renders only when it changes. */
export function useAccount(): WalletdockAccount {
  const { walletdock } = useWalletdockContext('useAccount')
  const subscribe = useCallback(
    (onChange: () => void) => walletdock?.subscribeAccount(onChange) ?? noop,
    [walletdock],
  )
  const getAccount = useCallback(() => walletdock?.getAccount() ?? DISCONNECTED_ACCOUNT, [walletdock])
  return useSyncExternalStore(subscribe, getAccount, () => DISCONNECTED_ACCOUNT)
}
