import { useEffect, useState } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import type { Messages } from '../../../src/messages/en.ts'
import type { Snapshot } from '../../../src/snapshot.ts'
import { navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { AttemptStatus } from '../../ui/AttemptStatus.tsx'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { walletName } from '../../ui/formatWallet.ts'
import { isRejection } from '../../ui/rejection.ts'
import { selectConnection } from '../../ui/selectors.ts'
import { useAttempt } from '../../ui/useAttempt.ts'

/** The wallet's name and picture, from its connector or the recent-wallet list ('your wallet' in `m`'s words). */
export function getWalletInfo(
  snapshot: Snapshot | null,
  connectorId: string,
  m: Messages,
): { name: string; imageUrl?: string } {
  const connector = snapshot?.connectors.find((c) => c.id === connectorId)
  if (connector) return { name: walletName(m, connector.name), imageUrl: connector.imageUrl }
  const recent = snapshot?.recentWallets.find((r) => r.connectorId === connectorId)
  return recent
    ? { name: walletName(m, recent.name), imageUrl: recent.imageUrl }
    : { name: m.connecting.yourWallet }
}

/** Waits for a browser wallet to approve the connection; offers a retry on failure. */
export function ConnectingExternal({ connectorId }: { connectorId: string }) {
  const { store, intents } = useUi()
  const m = useMessages()
  const snapshot = useTab((s) => s.snapshot)
  const { name, imageUrl } = getWalletInfo(snapshot, connectorId, m)
  const [resolved, setResolved] = useState(false)
  const { state, retry } = useAttempt(connectorId, () => intents.connect({ connectorId }), {
    onDone: () => setResolved(true),
    onError: (error) =>
      showSnackbar(store, 'error', isRejection(error) ? m.connecting.declined : errorText(m, error)),
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
      waiting={{ title: m.connecting.continueIn(name), text: m.connecting.acceptRequest }}
      declined={{ title: m.connecting.declined, text: m.connecting.declinedText }}
      failedTitle={m.connecting.failed}
    />
  )
}
