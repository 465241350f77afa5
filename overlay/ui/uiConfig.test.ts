import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config.ts'
import { getUiConfig } from './uiConfig.ts'

describe('getUiConfig', () => {
  it('default: before the tab is attached, dark theme, default order, every wallet list on', () => {
    expect(getUiConfig(null)).toEqual({
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
  })

  it('behavior: reads the configuration the core validated, defaults filled in', () => {
    const config = parseConfig({
      projectId: 'p',
      themeMode: 'light',
      themeVariables: { '--wd-accent': '#0a7', '--wd-z-index': 1000 },
      connectMethodsOrder: ['wallet', 'email'],
      featuredWalletIds: ['a', 'b'],
      allWallets: 'HIDE',
      locale: 'en-GB',
      walletFeaturesOrder: ['send', 'receive'],
      features: { swaps: false, receive: true },
      basic: true,
    })
    expect(getUiConfig(config)).toEqual({
      themeMode: 'light',
      themeVariables: { '--wd-accent': '#0a7', '--wd-z-index': 1000 },
      connectMethodsOrder: ['wallet', 'email'],
      featuredWalletIds: ['a', 'b'],
      allWallets: 'HIDE',
      collapseWallets: false,
      walletFeaturesOrder: ['send', 'receive'],
      walletFeatures: { onramp: undefined, swaps: false, receive: true, send: undefined },
      basic: true,
    })
  })
})
