import type { WalletdockConfig } from '../../src/config.ts'
import type { ConnectMethod, WalletFeature } from '../../src/ordering.ts'
import type { ThemeSetting } from './theme.ts'

/** The parts of the configuration in force that the UI reads. */
export type UiConfig = {
  themeMode: ThemeSetting
  themeVariables: Record<string, string | number>
  connectMethodsOrder: ConnectMethod[] | undefined
  featuredWalletIds: string[]
  allWallets: WalletdockConfig['allWallets']
  collapseWallets: boolean
  walletFeaturesOrder: WalletFeature[] | undefined
  /** The host's switches for the account feature buttons (`false` turns one off). */
  walletFeatures: Partial<Record<WalletFeature, boolean | undefined>>
  basic: boolean
}

const BEFORE_ATTACH: UiConfig = Object.freeze({
  themeMode: 'dark',
  themeVariables: {},
  connectMethodsOrder: undefined,
  featuredWalletIds: [],
  allWallets: 'SHOW',
  collapseWallets: false,
  walletFeaturesOrder: undefined,
  walletFeatures: {},
  basic: false,
})

/**
 * The UI's view of the configuration the core validated and sent at attach (never the host's raw options, so
 * nothing is parsed twice and the UI chunk stays free of zod); the defaults until the tab is attached.
 */
export function getUiConfig(config: WalletdockConfig | null | undefined): UiConfig {
  if (!config) return BEFORE_ATTACH
  return {
    themeMode: config.themeMode,
    themeVariables: config.themeVariables,
    connectMethodsOrder: config.connectMethodsOrder,
    featuredWalletIds: config.featuredWalletIds ?? [],
    allWallets: config.allWallets,
    collapseWallets: config.collapseWallets,
    walletFeaturesOrder: config.walletFeaturesOrder,
    walletFeatures: {
      onramp: config.features.onramp,
      swaps: config.features.swaps,
      receive: config.features.receive,
      send: config.features.send,
    },
    basic: config.basic,
  }
}
