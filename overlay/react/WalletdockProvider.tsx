import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import type { Walletdock, WalletdockOptions } from '../loader.ts'
import { WalletdockContext, type WalletdockContextValue } from './walletdockContext.ts'

/** Either an instance the host made with createWalletdock, or the options to make one in the browser. */
export type WalletdockProviderProps = { children?: ReactNode } & (
  | { walletdock: Walletdock; options?: undefined }
  | { options: WalletdockOptions; walletdock?: undefined }
)

// A promise of the instance, settled once it exists: hooks called before then (a click while the loader is
// still on its way) wait for it rather than fail.
function deferredInstance(given: Walletdock | undefined) {
  let settle: (walletdock: Walletdock) => void = () => undefined
  const promise = given
    ? Promise.resolve(given)
    : new Promise<Walletdock>((resolve) => {
        settle = resolve
      })
  return { promise, settle }
}

/**
 * Gives the hooks below it the page's Walletdock. With `options` it makes the instance once, in the browser
 * after mount: never on the server, where the loader is not even imported; the first options are used for
 * the page's lifetime. Server and first client render both show the disconnected state, so hydration matches.
 */
export function WalletdockProvider(props: WalletdockProviderProps) {
  const { children, walletdock: given } = props
  const [made, setMade] = useState<Walletdock | undefined>(undefined)
  const [deferred] = useState(() => deferredInstance(given))
  const options = useRef(props.options)
  const creating = useRef<Promise<Walletdock>>(undefined)

  useEffect(() => {
    const first = options.current
    if (given || !first) return
    let live = true
    // Kept in a ref: React's StrictMode runs this effect twice, and a page must get one instance, not two.
    creating.current ??= import('../loader.ts').then(({ createWalletdock }) => createWalletdock(first))
    void creating.current.then((walletdock) => {
      deferred.settle(walletdock)
      if (live) setMade(walletdock)
    })
    return () => {
      live = false
    }
  }, [given, deferred])

  const walletdock = given ?? made
  const value = useMemo<WalletdockContextValue>(
    () => ({ walletdock, instance: deferred.promise }),
    [walletdock, deferred],
  )
  return <WalletdockContext.Provider value={value}>{children}</WalletdockContext.Provider>
}
