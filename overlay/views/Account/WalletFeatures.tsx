import type { Messages } from '../../../src/messages/en.ts'
import { supportsFeature } from '../../../src/networks.ts'
import { getWalletFeatures, type WalletFeature } from '../../../src/ordering.ts'
import type { Namespace } from '../../../src/types.ts'
import type { ViewWithoutData } from '../../../src/viewStack.ts'
import { navigate } from '../../navigation.ts'
import { useConfig, useMessages, useTab, useUi } from '../../ui/context.ts'
import { selectFeatureOn } from '../../ui/selectors.ts'

type FeatureEntry = {
  view: ViewWithoutData
  label: (m: Messages) => string
  /** Whether the feature works on the account's namespace (every one when absent). */
  on?: (namespace: Namespace) => boolean
}

// The features this build has a view for; the others in the host's order are left out until they exist.
const FEATURES: Partial<Record<WalletFeature, FeatureEntry>> = {
  onramp: { view: 'OnRamp', label: (m) => m.account.buy },
  swaps: { view: 'Swap', label: (m) => m.account.swap, on: (ns) => supportsFeature('swaps', ns) },
  receive: { view: 'WalletReceive', label: (m) => m.account.receive },
  send: { view: 'WalletSend', label: (m) => m.account.send, on: (ns) => supportsFeature('send', ns) },
}

/** The account's feature buttons (spec part 2 'Wallet features order'), as the host's options allow. */
export function WalletFeatures({ namespace }: { namespace: Namespace }) {
  const { store } = useUi()
  const m = useMessages()
  const config = useConfig()
  // Swaps and on-ramp are remote features: the project's configuration decides once read (spec part 6).
  const swapsOn = useTab((s) => selectFeatureOn(s, 'swaps'))
  const onrampOn = useTab((s) => selectFeatureOn(s, 'onramp'))
  const remoteOn: Partial<Record<WalletFeature, boolean>> = { swaps: swapsOn, onramp: onrampOn }
  const features = getWalletFeatures({
    configured: config.walletFeaturesOrder,
    features: config.walletFeatures,
    basic: config.basic,
    available: (feature) => {
      const entry = FEATURES[feature]
      return !!entry && (entry.on?.(namespace) ?? true) && remoteOn[feature] !== false
    },
  })
  if (features.length === 0) return null
  return (
    <div className="wd-button-row wd-feature-row">
      {features.map((feature) => {
        const entry = FEATURES[feature]
        if (!entry) return null
        return (
          <button
            key={feature}
            type="button"
            className="wd-button wd-button-primary"
            data-feature={feature}
            onClick={() => navigate(store, { type: 'push', view: { name: entry.view } })}
          >
            {entry.label(m)}
          </button>
        )
      })}
    </div>
  )
}
