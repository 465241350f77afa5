import { useState } from 'react'
import { getErrorMessage } from '../../../src/errors.ts'
import { getNetwork } from '../../../src/networks.ts'
import type { Namespace } from '../../../src/types.ts'
import type { View, ViewData } from '../../../src/viewStack.ts'
import { isConnected, navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { ItemIcon } from '../../ui/ItemIcon.tsx'

/** Title of the SwitchActiveChain view. */
export const SWITCH_ACTIVE_CHAIN_TITLE = 'Switch chain'

// How a person calls the wallets of a namespace.
const NAMESPACE_NAMES: Record<Namespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * Confirms moving to a network of another namespace where the person has no account yet (spec part 2
 * 'Network switching choice'): the wallet connected now stays connected, the target becomes active, then
 * `navigateTo` (Connect by default, to connect a wallet there) is pushed, or replaces this view. Cancel (like the
 * header's Back) goes back without switching.
 */
export function SwitchActiveChain({
  switchToChain,
  network,
  navigateTo = 'Connect',
  navigateWithReplace = false,
}: ViewData<'SwitchActiveChain'>) {
  const { store, intents } = useUi()
  const active = useTab((s) => s.snapshot?.activeNamespace ?? 'eip155')
  const target = useTab(
    (s) => network ?? s.snapshot?.requestedNetworks.find((id) => id.startsWith(`${switchToChain}:`)),
  )
  const [switching, setSwitching] = useState(false)
  const found = target ? getNetwork(target) : undefined
  const name = found?.name ?? target ?? NAMESPACE_NAMES[switchToChain]

  const confirm = async () => {
    if (!target) return
    setSwitching(true)
    try {
      await intents.switchNetwork({ caipNetworkId: target })
      // Connect is now for the namespace switched to.
      store.setState({ openedFor: switchToChain })
      navigate(store, { type: navigateWithReplace ? 'replace' : 'push', view: { name: navigateTo } as View })
    } catch (error) {
      setSwitching(false)
      showSnackbar(store, 'error', getErrorMessage(error))
    }
  }

  return (
    <div className="wd-stack">
      <ItemIcon name={name} imageUrl={found?.assets.imageUrl} large />
      <h3 className="wd-heading">Switch to {name}</h3>
      <p className="wd-muted">
        Your {NAMESPACE_NAMES[active]} wallet stays connected. Switching makes {name} the active network,
        where no account is connected yet: you can connect a {NAMESPACE_NAMES[switchToChain]} wallet there.
      </p>
      <div className="wd-actions">
        <button
          type="button"
          className="wd-button wd-button-primary wd-button-wide"
          disabled={!target || switching}
          aria-busy={switching || undefined}
          onClick={() => void confirm()}
        >
          Switch to {name}
        </button>
        <button
          type="button"
          className="wd-button wd-button-wide"
          disabled={switching}
          onClick={() => navigate(store, { type: 'goBack', connected: isConnected(store) })}
        >
          Cancel
        </button>
      </div>
    </div>
  )
}
