import { createContext, useContext } from 'react'
import type { Walletdock } from '../loader.ts'

/** What the provider component shares: the page's instance once it exists, and a promise of it. */
export type WalletdockContextValue = {
  /** Undefined on the server and until the instance is made in the browser. */
  walletdock: Walletdock | undefined
  /** Resolves with the instance (never on the server). */
  instance: Promise<Walletdock>
}

export const WalletdockContext = createContext<WalletdockContextValue | null>(null)

/** The context of the nearest WalletdockProvider; a hook outside one is a mistake worth a clear error. */
export function useWalletdockContext(hook: string): WalletdockContextValue {
  const value = useContext(WalletdockContext)
  if (!value) throw new Error(`${hook} must be used inside <WalletdockProvider>`)
  return value
}
