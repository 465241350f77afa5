import { getErrorMessage } from '../../../src/errors.ts'
import { getNetwork } from '../../../src/networks.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import { navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { AttemptStatus } from '../../ui/AttemptStatus.tsx'
import { useUi } from '../../ui/context.ts'
import { isRejection } from '../../ui/rejection.ts'
import { useAttempt } from '../../ui/useAttempt.ts'

/** Title of the SwitchNetwork view: the target network's name. */
export function switchNetworkTitle(caipNetworkId: CaipNetworkId): string {
  return getNetwork(caipNetworkId)?.name ?? 'Switch Network'
}

/** Asks the wallet to switch to `caipNetworkId` and waits for its approval; offers a retry on failure. */
export function SwitchNetwork({ caipNetworkId }: { caipNetworkId: CaipNetworkId }) {
  const { store, intents } = useUi()
  const network = getNetwork(caipNetworkId)
  const name = network?.name ?? caipNetworkId
  const { state, retry } = useAttempt(caipNetworkId, () => intents.switchNetwork({ caipNetworkId }), {
    onDone: () => navigate(store, { type: 'reset', view: { name: 'Account' } }),
    onError: (error) =>
      showSnackbar(store, 'error', isRejection(error) ? 'Switch declined' : getErrorMessage(error)),
  })

  return (
    <AttemptStatus
      name={name}
      imageUrl={network?.assets.imageUrl}
      state={state}
      retry={retry}
      waiting={{ title: 'Approve in wallet', text: `Switch your wallet to ${name}` }}
      declined={{ title: 'Switch declined', text: 'You declined the network switch in your wallet.' }}
      failedTitle="Switch failed"
    />
  )
}
