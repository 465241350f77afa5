import { hasSolanaNetwork } from '../../src/hasSolanaNetwork.ts'
import type { TabState } from '../tabStore.ts'
import type { UiContext } from '../uiContext.ts'

/**
 * Marks the tab's page wallets as listed by the core (`walletsListed` in the tab store) once every wallet this page
 * has is in the core's connector list: the Solana wallets found (Wallet Standard, when the configuration has a
 * Solana network), then one announcement of them all, which the core answers after the snapshot that lists them.
 * Connect shows its rows only from then on, so an installed wallet found late never pushes rows already on screen.
 */
export function settlePageWallets({
  store,
  intents,
  wallets,
}: Pick<UiContext, 'store' | 'intents' | 'wallets'>): Promise<void> {
  const attached = new Promise<TabState>((resolve) => {
    const ready = (state: TabState) => {
      if (!state.config) return false
      resolve(state)
      return true
    }
    if (ready(store.getState())) return
    const unsubscribe = store.subscribe((state) => {
      if (ready(state)) unsubscribe()
    })
  })
  return attached
    .then(async ({ config }) => {
      if (config && hasSolanaNetwork(config.networks)) await wallets.watchWalletStandard()
      await intents.announceProviders({ providers: wallets.list() })
    })
    .then(
      () => store.setState({ walletsListed: true }),
      // The core is out of reach (Connect shows why) or a bridge failed: the rows show with what is known.
      () => store.setState({ walletsListed: true }),
    )
}
