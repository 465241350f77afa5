import { configSchema } from '../../src/config.ts'
import type { ConnectMethod } from '../../src/ordering.ts'
import type { ThemeMode } from './theme.ts'

/** The parts of the host's configuration the UI reads. */
export type UiConfig = {
  themeMode: ThemeMode
  themeVariables: Record<string, string | number>
  connectMethodsOrder: ConnectMethod[] | undefined
  featuredWalletIds: string[]
}

const fields = configSchema.shape

/**
 * Reads the UI's fields with the configuration schema, one field at a time: the core has validated
 * the whole configuration already, and one bad unrelated field must not cost the theme.
 */
export function getUiConfig(config: Record<string, unknown>): UiConfig {
  const themeMode = fields.themeMode.safeParse(config.themeMode)
  const themeVariables = fields.themeVariables.safeParse(config.themeVariables)
  const order = fields.connectMethodsOrder.safeParse(config.connectMethodsOrder)
  const featured = fields.featuredWalletIds.safeParse(config.featuredWalletIds)
  return {
    themeMode: themeMode.success ? themeMode.data : 'dark',
    themeVariables: themeVariables.success ? themeVariables.data : {},
    connectMethodsOrder: order.success ? order.data : undefined,
    featuredWalletIds: (featured.success ? featured.data : undefined) ?? [],
  }
}
