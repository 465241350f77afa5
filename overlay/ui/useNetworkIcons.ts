import { useEffect } from 'react'
import { useUi } from './context.ts'

/**
 * Asks the core for the icons of well-known networks (once per core; it ignores later asks): a view that shows
 * networks calls it, so a page that never shows one never fetches them. Letters show until they arrive.
 */
export function useNetworkIcons(): void {
  const { intents } = useUi()
  useEffect(() => {
    void intents.loadNetworkIcons().catch(() => undefined)
  }, [intents])
}
