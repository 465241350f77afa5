import { errorText } from '../../../src/messages/coreText.ts'
import type { Messages } from '../../../src/messages/en.ts'
import { hasAddress } from '../../../src/modalRules.ts'
import { traitsOf } from '../../../src/namespaces.ts'
import { chooseSwitchView } from '../../../src/networkSwitch.ts'
import { findNetwork } from '../../../src/networks.ts'
import type { CaipNetworkId, Namespace } from '../../../src/types.ts'
import { isConnected, navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import type { TabStore } from '../../tabStore.ts'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { NetworkButton } from '../../ui/NetworkButton.tsx'
import { selectCurrentNetworkId, selectHasAddress } from '../../ui/selectors.ts'
import { useNetworkIcons } from '../../ui/useNetworkIcons.ts'
import type { UiIntents } from '../../uiContext.ts'

const NONE: CaipNetworkId[] = []

/**
 * The host's requested networks, EVM and Solana alike, the current one marked. What choosing one does follows
 * spec part 2 'Network switching choice': leaving an account for a namespace without one asks first
 * (SwitchActiveChain); an EVM wallet that must change chains approves it (SwitchNetwork); anything that needs
 * no wallet switches at once, to Account when there is an account there, else back where the list was opened.
 */
export function NetworkList() {
  const { store, intents } = useUi()
  useNetworkIcons()
  const m = useMessages()
  const requested = useTab((s) => s.snapshot?.requestedNetworks ?? NONE)
  const networks = useTab((s) => s.snapshot?.networks)
  const current = useTab(selectCurrentNetworkId)
  const connected = useTab(selectHasAddress)

  const choose = (caipNetworkId: CaipNetworkId) => {
    if (connected && caipNetworkId === current) navigate(store, { type: 'goBack', connected: true })
    else switchTo(store, intents, caipNetworkId, m)
  }

  return (
    <ul className="wd-list" aria-label={m.networks.networks}>
      {requested.map((caipNetworkId) => {
        const network = findNetwork(networks, caipNetworkId)
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

function switchTo(store: TabStore, intents: UiIntents, caipNetworkId: CaipNetworkId, m: Messages): void {
  const snapshot = store.getState().snapshot
  if (!snapshot) return
  const namespace = caipNetworkId.split(':')[0] as Namespace
  const target = snapshot.connections[namespace]
  const view = chooseSwitchView({
    // No embedded (auth) connector exists yet, and nothing asks to skip the confirmation.
    authActive: false,
    authSupportsTarget: false,
    ignoreConfirmation: false,
    targetNamespace: namespace,
    activeNamespace: snapshot.activeNamespace,
    hasAddressOnActive: hasAddress(snapshot.connections[snapshot.activeNamespace]),
    hasAddressOnTarget: hasAddress(target),
  })
  if (view === 'SwitchActiveChain') {
    navigate(store, {
      type: 'push',
      view: {
        name: 'SwitchActiveChain',
        data: {
          switchToChain: namespace,
          network: caipNetworkId,
          navigateTo: 'Connect',
          navigateWithReplace: true,
        },
      },
    })
    return
  }
  const account = target && 'address' in target && hasAddress(target) ? target : undefined
  // Only a wallet with a current chain (EVM) switches itself; the Wallet Standard has none, so a Solana cluster
  // needs no prompt (src/namespaces.ts).
  if (account && traitsOf(namespace).walletSwitchesChain && account.caipNetworkId !== caipNetworkId) {
    navigate(store, { type: 'push', view: { name: 'SwitchNetwork', data: { caipNetworkId } } })
    return
  }
  if (namespace !== snapshot.activeNamespace) store.setState({ openedFor: namespace })
  const switching = intents.switchNetwork({ caipNetworkId })
  switching.catch((error: unknown) => showSnackbar(store, 'error', errorText(m, error)))
  // With an account there it shows at once (the core changes the account before it reads its balances).
  if (account) navigate(store, { type: 'reset', view: { name: 'Account' } })
  else navigate(store, { type: 'goBack', connected: isConnected(store) })
}
