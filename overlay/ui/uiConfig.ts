import { type Locale, resolveLocale } from '../../src/messages/locales.ts'
import type { ConnectMethod } from '../../src/ordering.ts'
import type { ThemeMode } from './theme.ts'

/** The parts of the host's configuration the UI reads. */
export type UiConfig = {
  themeMode: ThemeMode
  themeVariables: Record<string, string | number>
  connectMethodsOrder: ConnectMethod[] | undefined
  featuredWalletIds: string[]
  /** The catalog to speak (an unknown language falls back as src/messages/locales.ts says). */
  locale: Locale
}

const CONNECT_METHODS: readonly string[] = ['email', 'social', 'wallet'] satisfies ConnectMethod[]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * Reads the UI's fields one at a time with plain checks that mirror src/config.ts: the core has
 * validated the whole configuration already, one bad unrelated field must not cost the theme, and
 * the UI chunk stays free of zod (about 20 KB gzip of the first open).
 */
export function getUiConfig(config: Record<string, unknown>): UiConfig {
  const { themeMode, themeVariables, connectMethodsOrder, featuredWalletIds, locale } = config
  const variables =
    isRecord(themeVariables) &&
    Object.values(themeVariables).every((v) => typeof v === 'string' || typeof v === 'number')
  const order =
    isStringArray(connectMethodsOrder) && connectMethodsOrder.every((m) => CONNECT_METHODS.includes(m))
  return {
    themeMode: themeMode === 'light' ? 'light' : 'dark',
    themeVariables: variables ? (themeVariables as Record<string, string | number>) : {},
    connectMethodsOrder: order ? (connectMethodsOrder as ConnectMethod[]) : undefined,
    featuredWalletIds: isStringArray(featuredWalletIds) ? featuredWalletIds : [],
    locale: resolveLocale(locale),
  }
}
