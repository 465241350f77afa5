import { useEffect } from 'react'
import { isConnected, navigate } from '../../navigation.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { selectHasAddress } from '../../ui/selectors.ts'

/**
 * While the modal is open: shows UnsupportedChain (in place of the top view) when a connected wallet
 * moves to a network the host did not request, and leaves it once that is no longer so.
 */
export function useUnsupportedChainRedirect(): void {
  const { store } = useUi()
  const unsupported = useTab((s) => (s.snapshot?.unsupportedChain ?? false) && selectHasAddress(s))
  useEffect(() => {
    const top = store.getState().stack.views.at(-1)
    if (unsupported && top?.name !== 'UnsupportedChain')
      navigate(store, { type: 'replace', view: { name: 'UnsupportedChain' } })
    else if (!unsupported && top?.name === 'UnsupportedChain')
      navigate(store, { type: 'reset', view: { name: isConnected(store) ? 'Account' : 'Connect' } })
  }, [unsupported, store])
}
