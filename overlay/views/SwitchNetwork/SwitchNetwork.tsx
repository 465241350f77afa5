import { getErrorMessage } from '../../../src/errors.ts'
import { getNetwork } from '../../../src/networks.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import { navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useUi } from '../../ui/context.ts'
import { ItemIcon } from '../../ui/ItemIcon.tsx'
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
  const { state, retry } = useAttempt(caipNetworkId, () => intents.switchNetwork(caipNetworkId), {
    onDone: () => navigate(store, { type: 'reset', view: { name: 'Account' } }),
    onError: (error) =>
      showSnackbar(store, 'error', isRejection(error) ? 'Switch declined' : getErrorMessage(error)),
  })

  return (
    <div className="wd-stack">
      <ItemIcon name={name} imageUrl={network?.assets.imageUrl} large />
      {state.status === 'failed' ? (
        <>
          <h3 className="wd-heading wd-error">
            {isRejection(state.error) ? 'Switch declined' : 'Switch failed'}
          </h3>
          <p className="wd-muted">
            {isRejection(state.error)
              ? 'You declined the network switch in your wallet.'
              : getErrorMessage(state.error)}
          </p>
          <button type="button" className="wd-button" onClick={retry}>
            Try again
          </button>
        </>
      ) : (
        <>
          <span className="wd-spinner" aria-hidden="true" />
          <h3 className="wd-heading">Approve in wallet</h3>
          <p className="wd-muted">Switch your wallet to {name}</p>
        </>
      )}
    </div>
  )
}
