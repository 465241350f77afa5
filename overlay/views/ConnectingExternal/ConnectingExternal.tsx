import { useEffect, useState } from 'react'
import { getErrorMessage } from '../../../src/errors.ts'
import type { Snapshot } from '../../../src/snapshot.ts'
import { navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import type { TabState } from '../../tabStore.ts'
import { AttemptStatus } from '../../ui/AttemptStatus.tsx'
import { useTab, useUi } from '../../ui/context.ts'
import { isRejection } from '../../ui/rejection.ts'
import { selectConnection } from '../../ui/selectors.ts'
import { useAttempt } from '../../ui/useAttempt.ts'

/** The wallet's name and picture, from its connector or the recent-wallet list. */
export function getWalletInfo(
  snapshot: Snapshot | null,
  connectorId: string,
): { name: string; imageUrl?: string } {
  const connector = snapshot?.connectors.find((c) => c.id === connectorId)
  if (connector) return { name: connector.name, imageUrl: connector.imageUrl }
  const recent = snapshot?.recentWallets.find((r) => r.connectorId === connectorId)
  return recent ? { name: recent.name, imageUrl: recent.imageUrl } : { name: 'your wallet' }
}

/** Title of the ConnectingExternal view: the wallet's name. */
export function connectingExternalTitle(state: TabState, connectorId: string): string {
  const connector = state.snapshot?.connectors.find((c) => c.id === connectorId)
  return connector?.name ?? 'Connect Wallet'
}

/** Waits for a browser wallet to approve the connection; offers a retry on failure. */
export function ConnectingExternal({ connectorId }: { connectorId: string }) {
  const { store, intents } = useUi()
  const snapshot = useTab((s) => s.snapshot)
  const { name, imageUrl } = getWalletInfo(snapshot, connectorId)
  const [resolved, setResolved] = useState(false)
  const { state, retry } = useAttempt(connectorId, () => intents.connect({ connectorId }), {
    onDone: () => setResolved(true),
    onError: (error) =>
      showSnackbar(store, 'error', isRejection(error) ? 'Connection declined' : getErrorMessage(error)),
  })
  // The connect promise and the snapshot that shows the connection may arrive in either order.
  const connected = useTab((s) => {
    const connection = selectConnection(s)
    return connection?.status === 'connected' && (connection.connectorId === connectorId || resolved)
  })
  useEffect(() => {
    if (connected) navigate(store, { type: 'reset', view: { name: 'Account' } })
  }, [connected, store])

  return (
    <AttemptStatus
      name={name}
      imageUrl={imageUrl}
      state={state}
      retry={retry}
      waiting={{ title: `Continue in ${name}`, text: 'Accept the connection request in your wallet.' }}
      declined={{ title: 'Connection declined', text: 'You declined the request in your wallet.' }}
      failedTitle="Connection failed"
    />
  )
}
