import { createContext, useContext, useMemo } from 'react'
import { useStore } from 'zustand'
import type { TabState } from '../tabStore.ts'
import type { UiContext } from '../uiContext.ts'
import { getUiConfig, type UiConfig } from './uiConfig.ts'

/** The loader's context, given to every view by <App>. */
export const UiContextReact = createContext<UiContext | null>(null)

/** The loader's context (store, intents). */
export function useUi(): UiContext {
  const ui = useContext(UiContextReact)
  if (!ui) throw new Error('useUi must be used inside <App>')
  return ui
}

/** A slice of the tab store; the selector must return a stable value (a primitive or a stored reference). */
export function useTab<T>(selector: (state: TabState) => T): T {
  return useStore(useUi().store, selector)
}

/** The UI's view of the configuration in force (defaults until the tab is attached). */
export function useConfig(): UiConfig {
  const config = useTab((s) => s.config)
  return useMemo(() => getUiConfig(config), [config])
}
