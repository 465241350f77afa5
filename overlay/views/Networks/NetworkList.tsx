import { getErrorMessage } from '../../../src/errors.ts'
import { getNetwork } from '../../../src/networks.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import { isConnected, navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { NetworkButton } from '../../ui/NetworkButton.tsx'
import { selectCurrentNetworkId, selectHasAddress } from '../../ui/selectors.ts'

const NONE: CaipNetworkId[] = []

/**
 * The host's requested networks, the current one marked. Choosing one while connected opens
 * SwitchNetwork (the wallet must approve); otherwise the switch is asked for and the list closes.
 */
export function NetworkList() {
  const { store, intents } = useUi()
  const requested = useTab((s) => s.snapshot?.requestedNetworks ?? NONE)
  const current = useTab(selectCurrentNetworkId)
  const connected = useTab(selectHasAddress)

  const choose = (caipNetworkId: CaipNetworkId) => {
    if (connected && caipNetworkId === current) {
      navigate(store, { type: 'goBack', connected: true })
    } else if (connected) {
      navigate(store, { type: 'push', view: { name: 'SwitchNetwork', data: { caipNetworkId } } })
    } else {
      intents.switchNetwork(caipNetworkId).catch((error: unknown) => {
        showSnackbar(store, 'error', getErrorMessage(error))
      })
      navigate(store, { type: 'goBack', connected: isConnected(store) })
    }
  }

  return (
    <ul className="wd-list" aria-label="Networks">
      {requested.map((caipNetworkId) => {
        const network = getNetwork(caipNetworkId)
        return (
          <li key={caipNetworkId}>
            <NetworkButton
              name={network?.name ?? caipNetworkId}
              imageUrl={network?.assets.imageUrl}
              active={caipNetworkId === current}
              onClick={() => choose(caipNetworkId)}
            />
          </li>
        )
      })}
    </ul>
  )
}
