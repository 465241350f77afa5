import { useEffect } from 'react'
import { isConnected, navigate } from '../../navigation.ts'
import { useTab, useUi } from '../../ui/context.ts'

/**
 * While the modal is open: shows SIWXSignMessage (in place of the top view) while the active account must sign in
 * (after a connect, or on a chain without a session), and leaves it once it need not (signed in, or gone). A
 * request waiting in ApproveTransaction keeps that view on top.
 */
export function useSiwxRedirect(): void {
  const { store } = useUi()
  const request = useTab((s) => {
    const r = s.snapshot?.siwxRequest
    return r ? `${r.caipNetworkId}:${r.address}` : null
  })
  const top = useTab((s) => s.stack.views.at(-1)?.name)
  useEffect(() => {
    // ApproveTransaction stays on top of it: the embedded wallet's sign-in is confirmed there (and any other
    // request waiting for this tab's decision keeps its view).
    if (request && top !== 'SIWXSignMessage' && top !== 'ApproveTransaction')
      navigate(store, { type: 'replace', view: { name: 'SIWXSignMessage' } })
    else if (!request && top === 'SIWXSignMessage')
      navigate(store, { type: 'reset', view: { name: isConnected(store) ? 'Account' : 'Connect' } })
  }, [request, top, store])
}
