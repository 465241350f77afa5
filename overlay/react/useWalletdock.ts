import type { Walletdock } from '../loader.ts'
import { useWalletdockContext } from './walletdockContext.ts'

/** The page's Walletdock instance: undefined on the server and until it is made in the browser. */
export function useWalletdock(): Walletdock | undefined {
  return useWalletdockContext('useWalletdock').walletdock
}
