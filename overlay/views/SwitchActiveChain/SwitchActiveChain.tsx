import { useState } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import type { View, ViewData } from '../../../src/viewStack.ts'
import { isConnected, navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { ItemIcon } from '../../ui/ItemIcon.tsx'
import { selectNetwork } from '../../ui/selectNetwork.ts'
import { useNetworkIcons } from '../../ui/useNetworkIcons.ts'

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
  useNetworkIcons()
  const m = useMessages()
  const active = useTab((s) => s.snapshot?.activeNamespace ?? 'eip155')
  const target = useTab(
    (s) => network ?? s.snapshot?.requestedNetworks.find((id) => id.startsWith(`${switchToChain}:`)),
  )
  const [switching, setSwitching] = useState(false)
  const found = useTab((s) => selectNetwork(s, target))
  const name = found?.name ?? target ?? m.namespaces[switchToChain]

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
      showSnackbar(store, 'error', errorText(m, error))
    }
  }

  return (
    <div className="wd-stack">
      <ItemIcon name={name} imageUrl={found?.assets.imageUrl} large />
      <h3 className="wd-heading">{m.networks.switchTo(name)}</h3>
      <p className="wd-muted">
        {m.networks.switchActiveChainText(m.namespaces[active], name, m.namespaces[switchToChain])}
      </p>
      <div className="wd-actions">
        <button
          type="button"
          className="wd-button wd-button-primary wd-button-wide"
          disabled={!target || switching}
          aria-busy={switching || undefined}
          onClick={() => void confirm()}
        >
          {m.networks.switchTo(name)}
        </button>
        <button
          type="button"
          className="wd-button wd-button-wide"
          disabled={switching}
          onClick={() => navigate(store, { type: 'goBack', connected: isConnected(store) })}
        >
          {m.modal.cancel}
        </button>
      </div>
    </div>
  )
}
