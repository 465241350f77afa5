import { useCallback, useEffect, useRef, useState } from 'react'
import { SEARCH_SETTLE_MS } from '../../../src/constants.ts'
import type { CoreText } from '../../../src/messages/coreText.ts'
import type { WalletEntry, WalletPage, WalletQuery } from '../../../src/walletDirectory.ts'
import { useUi } from '../../ui/context.ts'
import { useSettled } from '../../ui/useSettled.ts'

/** The wallets AllWallets shows for one search and badge filter, page by page. */
export type WalletPagesState = {
  wallets: WalletEntry[]
  count: number
  loading: boolean
  /** Why the directory's answer was not used (the cached copy, or nothing, is shown instead). */
  problem: CoreText | undefined
  hasMore: boolean
  loadMore(): void
}

/**
 * Loads directory pages for `search` (after it settled for 300 ms) and `badge`; `loadMore` adds the next
 * page. An answer for an older query is dropped, so fast typing never shows stale results.
 */
export function useWalletPages(search: string, badge: WalletQuery['badge']): WalletPagesState {
  const { intents } = useUi()
  const settled = useSettled(search.trim(), SEARCH_SETTLE_MS)
  const [state, setState] = useState<{ key: string; pages: WalletPage[]; loading: boolean }>({
    key: '',
    pages: [],
    loading: true,
  })
  const key = JSON.stringify([settled, badge])
  const inflight = useRef<string | null>(null)

  const load = useCallback(
    (page: number) => {
      const id = `${key}#${page}`
      if (inflight.current === id) return
      inflight.current = id
      setState((s) => (s.key === key ? { ...s, loading: true } : { key, pages: [], loading: true }))
      intents
        .fetchWallets({ page, search: settled || undefined, badge })
        .catch((): WalletPage | undefined => undefined)
        .then((result) => {
          if (inflight.current === id) inflight.current = null
          setState((s) => {
            if (s.key !== key && s.pages.length > 0) return s
            const pages = result ? [...(s.key === key ? s.pages : []), result] : s.key === key ? s.pages : []
            return { key, pages, loading: false }
          })
        })
    },
    [intents, key, settled, badge],
  )

  useEffect(() => load(1), [load])

  const pages = state.key === key ? state.pages : []
  const last = pages.at(-1)
  const wallets = dedupe(pages.flatMap((p) => p.wallets))
  const count = last?.count ?? 0
  return {
    wallets,
    count,
    loading: state.loading || state.key !== key || settled !== search.trim(),
    problem: last?.problem,
    hasMore: !!last && last.source !== 'none' && wallets.length < count,
    loadMore: () => {
      if (last && wallets.length < count && !state.loading) load(last.page + 1)
    },
  }
}

/** `value` once it stopped changing for `ms`. */
function dedupe(wallets: WalletEntry[]): WalletEntry[] {
  const seen = new Set<string>()
  return wallets.filter((w) => !seen.has(w.id) && seen.add(w.id))
}
