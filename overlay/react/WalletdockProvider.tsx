import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createWalletdock, type Walletdock, type WalletdockOptions } from '../loader.ts'
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

// A layout effect in a page, so the instance (and with it <walletdock-button>'s label) is there in the frame the
// host's first render paints; a plain effect on a server, where layout effects do not run (React 18 warns there).
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Gives the hooks below it the page's Walletdock. With `options` it makes the instance once, in the browser
 * as the provider mounts, before the page paints: never on the server (importing the loader there runs no DOM
 * code); the first options are used for the page's lifetime. Server and first client render both show the
 * disconnected state, so hydration matches.
 */
export function WalletdockProvider(props: WalletdockProviderProps) {
  const { children, walletdock: given } = props
  const [made, setMade] = useState<Walletdock | undefined>(undefined)
  const [deferred] = useState(() => deferredInstance(given))
  const options = useRef(props.options)
  const creating = useRef<Walletdock>(undefined)

  useBeforePaint(() => {
    const first = options.current
    if (given || !first) return
    // Kept in a ref: React's StrictMode runs this effect twice, and a page must get one instance, not two.
    // Made here, not in render: the loader's instance starts the core and defines the page's custom elements.
    creating.current ??= createWalletdock(first)
    deferred.settle(creating.current)
    setMade(creating.current)
  }, [given, deferred])

  const walletdock = given ?? made
  const value = useMemo<WalletdockContextValue>(
    () => ({ walletdock, instance: deferred.promise }),
    [walletdock, deferred],
  )
  return <WalletdockContext.Provider value={value}>{children}</WalletdockContext.Provider>
}
