import { useMemo } from 'react'
import type { Messages } from '../../src/messages/en.ts'
import type { ViewMessages } from '../../src/messages/views/en.ts'
import { viewsCatalog } from '../../src/messages/views/viewsCatalog.ts'
import { useMessages, useSectionMessages } from '../ui/context.ts'

/** The tab's catalog with the texts of the views a first open does not show (src/messages/views/). */
export type ViewCatalog = Messages & ViewMessages

/**
 * What a view kept out of the UI chunk reads its texts from: the tab's catalog and those views' own texts, which
 * load with them (this module is never imported by the UI chunk). Suspends until a non-English language's are in.
 */
export function useViewMessages(): ViewCatalog {
  const tab = useMessages()
  const views = useSectionMessages(viewsCatalog)
  return useMemo(() => ({ ...tab, ...views }), [tab, views])
}
