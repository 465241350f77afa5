import { errorText } from '../../../src/messages/coreText.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import { navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { AttemptStatus } from '../../ui/AttemptStatus.tsx'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { isRejection } from '../../ui/rejection.ts'
import { selectNetwork } from '../../ui/selectNetwork.ts'
import { useAttempt } from '../../ui/useAttempt.ts'
import { useNetworkIcons } from '../../ui/useNetworkIcons.ts'

/** Asks the wallet to switch to `caipNetworkId` and waits for its approval; offers a retry on failure. */
export function SwitchNetwork({ caipNetworkId }: { caipNetworkId: CaipNetworkId }) {
  const { store, intents } = useUi()
  useNetworkIcons()
  const m = useMessages()
  const n = m.networks
  const network = useTab((s) => selectNetwork(s, caipNetworkId))
  const name = network?.name ?? caipNetworkId
  const { state, retry } = useAttempt(caipNetworkId, () => intents.switchNetwork({ caipNetworkId }), {
    onDone: () => navigate(store, { type: 'reset', view: { name: 'Account' } }),
    onError: (error) =>
      showSnackbar(store, 'error', isRejection(error) ? n.switchDeclined : errorText(m, error)),
  })

  return (
    <AttemptStatus
      name={name}
      imageUrl={network?.assets.imageUrl}
      state={state}
      retry={retry}
      waiting={{ title: n.approveInWallet, text: n.switchWalletTo(name) }}
      declined={{ title: n.switchDeclined, text: n.switchDeclinedText }}
      failedTitle={n.switchFailed}
    />
  )
}
