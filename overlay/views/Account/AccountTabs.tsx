import { Suspense, useId, useState } from 'react'
import { useTab } from '../../ui/context.ts'
import { selectFeatureOn } from '../../ui/selectors.ts'
import { useViewMessages } from '../useViewMessages.ts'
import { ActivityPanel, NftsPanel } from './lazyPanels.ts'
import { TokensPanel } from './TokensPanel.tsx'

const TABS = ['tokens', 'nfts', 'activity'] as const
type Tab = (typeof TABS)[number]

/**
 * Tokens, NFTs and Activity of the connected account (spec part 2), keyboard-friendly tabs; Activity is a remote
 * feature (off in basic mode or when the project's configuration says so).
 */
export function AccountTabs({ initial = 'tokens' }: { initial?: Tab | undefined }) {
  const m = useViewMessages()
  const activity = useTab((s) => selectFeatureOn(s, 'activity'))
  const tabs: readonly Tab[] = activity ? TABS : TABS.filter((name) => name !== 'activity')
  const [chosen, setTab] = useState<Tab>(initial)
  const tab = tabs.includes(chosen) ? chosen : 'tokens'
  const id = useId()
  return (
    <>
      <div className="wd-tabs" role="tablist" aria-label={m.account.tabs.label}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            className="wd-tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              // The next tab is the one after it in reading order: to the left in a right-to-left language.
              const forward = m.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
              const back = m.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
              const step = event.key === forward ? 1 : event.key === back ? -1 : 0
              if (!step) return
              const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length] ?? 'tokens'
              setTab(next)
              event.currentTarget.parentElement?.querySelector<HTMLElement>(`[id="${id}-${next}"]`)?.focus()
            }}
          >
            {m.account.tabs[name]}
          </button>
        ))}
      </div>
      <div className="wd-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'tokens' && <TokensPanel />}
        {tab === 'nfts' && (
          <Suspense fallback={<p className="wd-muted">{m.nfts.loading}</p>}>
            <NftsPanel />
          </Suspense>
        )}
        {tab === 'activity' && (
          <Suspense fallback={<p className="wd-muted">{m.activity.loading}</p>}>
            <ActivityPanel />
          </Suspense>
        )}
      </div>
    </>
  )
}
