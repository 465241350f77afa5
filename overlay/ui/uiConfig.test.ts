import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config.ts'
import { getUiConfig } from './uiConfig.ts'

describe('getUiConfig', () => {
  it('default: dark theme, no variables, default order, no featured wallets', () => {
    expect(getUiConfig({ projectId: 'p' })).toEqual({
      themeMode: 'dark',
      themeVariables: {},
      connectMethodsOrder: undefined,
      featuredWalletIds: [],
      locale: 'en',
    })
  })

  it('behavior: reads what the configuration schema accepts, the same way', () => {
    const input = {
      projectId: 'p',
      themeMode: 'light',
      themeVariables: { '--wd-accent': '#0a7', '--wd-z-index': 1000 },
      connectMethodsOrder: ['wallet', 'email'],
      featuredWalletIds: ['a', 'b'],
      locale: 'en-GB',
    }
    const parsed = parseConfig(input)
    expect(getUiConfig(input)).toEqual({
      themeMode: parsed.themeMode,
      themeVariables: parsed.themeVariables,
      connectMethodsOrder: parsed.connectMethodsOrder,
      featuredWalletIds: parsed.featuredWalletIds,
      locale: parsed.locale,
    })
  })

  it('behavior: a bad field falls back alone and costs the others nothing', () => {
    const ui = getUiConfig({
      themeMode: 'light',
      themeVariables: { '--wd-accent': { nested: true } },
      connectMethodsOrder: ['wallet', 'fax'],
      featuredWalletIds: 'not-a-list',
      locale: 42,
    })
    expect(ui).toEqual({
      themeMode: 'light',
      themeVariables: {},
      connectMethodsOrder: undefined,
      featuredWalletIds: [],
      locale: 'en',
    })
    expect(getUiConfig({ themeMode: 'sepia', connectMethodsOrder: ['social'] })).toMatchObject({
      themeMode: 'dark',
      connectMethodsOrder: ['social'],
    })
  })
})
