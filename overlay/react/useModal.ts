import { useCallback, useSyncExternalStore } from 'react'
import type { Walletdock } from '../loader.ts'
import { useWalletdockContext } from './walletdockContext.ts'

/** The modal of this tab: whether it is open, and open/close (which wait for the instance if need be). */
export type UseModalReturnType = {
  isOpen: boolean
  open(options?: Parameters<Walletdock['open']>[0]): Promise<void>
  close(): void
}

const noop = () => undefined

/** The modal's state and controls. */
export function useModal(): UseModalReturnType {
  const { walletdock, instance } = useWalletdockContext('useModal')
  const subscribe = useCallback(
    (onChange: () => void) => walletdock?.subscribeModal(onChange) ?? noop,
    [walletdock],
  )
  const isOpen = useSyncExternalStore(
    subscribe,
    () => walletdock?.store.getState().stack.open ?? false,
    () => false,
  )
  const open = useCallback(
    async (options?: Parameters<Walletdock['open']>[0]) => (await instance).open(options),
    [instance],
  )
  const close = useCallback(() => void instance.then((w) => w.close()), [instance])
  return { isOpen, open, close }
}
