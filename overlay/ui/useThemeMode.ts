import { useSyncExternalStore } from 'react'
import type { ThemeMode, ThemeSetting } from './theme.ts'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined
  const query = matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

// Dark when the environment cannot tell: the spec's default theme.
const systemMode = (): ThemeMode =>
  typeof matchMedia !== 'function' || matchMedia(DARK_QUERY).matches ? 'dark' : 'light'

/**
 * The theme to draw: the configured one, or for 'system' the person's prefers-color-scheme, followed live (a
 * switch of the OS theme while the modal is open recolours it at once).
 */
export function useThemeMode(setting: ThemeSetting): ThemeMode {
  const system = useSyncExternalStore(subscribe, systemMode, () => 'dark' as const)
  return setting === 'system' ? system : setting
}
