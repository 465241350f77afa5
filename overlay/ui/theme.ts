import type { CSSProperties } from 'react'

/** Light or dark (spec part 2: default dark). */
export type ThemeMode = 'light' | 'dark'

/** What a host may configure: a theme, or 'system' to follow the person's prefers-color-scheme. */
export type ThemeSetting = ThemeMode | 'system'

const VARIABLE_NAME = /^--wd-[a-z0-9-]+$/
// Numbers given for these are pixels; other numbers (z-index) are used as they are.
const PIXEL_VARIABLES = new Set(['--wd-font-size-master', '--wd-border-radius-master', '--wd-modal-width'])

/**
 * The host's theme variables (e.g. '--wd-accent', '--wd-font-family', '--wd-font-size-master',
 * '--wd-border-radius-master', '--wd-z-index') as an inline style; other names are dropped.
 */
export function getThemeStyle(themeVariables: Record<string, string | number>): CSSProperties {
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(themeVariables)) {
    if (!VARIABLE_NAME.test(name)) continue
    if (typeof value === 'number' && Number.isFinite(value))
      style[name] = PIXEL_VARIABLES.has(name) ? `${value}px` : String(value)
    else if (typeof value === 'string' && value.trim() !== '') style[name] = value
  }
  return style as CSSProperties
}
