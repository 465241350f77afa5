import { createContext, use, useContext, useMemo } from 'react'
import { useStore } from 'zustand'
import type { Messages } from '../../src/messages/en.ts'
import type { SectionCatalog } from '../../src/messages/sectionCatalog.ts'
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

/** The message catalog of the host's locale, given to every view by <App>. */
export const MessagesReact = createContext<Messages | null>(null)

/** Every text a view shows comes from here (src/messages), never from a literal in the view. */
export function useMessages(): Messages {
  const messages = useContext(MessagesReact)
  if (!messages) throw new Error('useMessages must be used inside <App>')
  return messages
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

/**
 * A view's own texts (src/messages/sectionCatalog.ts) in the tab's language: at once when they are here (English
 * always is), else the view suspends until their chunk is (its <Suspense> shows meanwhile).
 */
export function useSectionMessages<T>(catalog: SectionCatalog<T>): T {
  const { locale } = useUi()
  // Always through use(): a view that suspended on the texts must call it again once they are here.
  return use(catalog.load(locale))
}
