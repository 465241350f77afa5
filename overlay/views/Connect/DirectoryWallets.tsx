import { useEffect, useMemo, useState } from 'react'
import { FEATURED_WALLETS_DEFAULT } from '../../../src/constants.ts'
import type { WalletEntry, WalletSuggestions } from '../../../src/walletDirectory.ts'
import { navigate } from '../../navigation.ts'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { WalletButton } from '../../ui/WalletButton.tsx'
import { chooseWallet, installedConnectorOf } from '../AllWallets/chooseWallet.ts'
import { useWalletLinkOpener } from './useWalletLinkOpener.ts'

/** When the All Wallets button shows (the host's `allWallets`). */
export type AllWalletsSetting = 'SHOW' | 'HIDE' | 'ONLY_MOBILE'

/**
 * The directory's part of the Connect view: the host's featured wallets, its custom wallets, the
 * directory's recommendations (4, leaving out installed, featured and recent ones) and All Wallets.
 */
export function DirectoryWallets({ allWallets }: { allWallets: AllWalletsSetting }) {
  const { store, intents, isMobile } = useUi()
  const m = useMessages()
  const snapshot = useTab((s) => s.snapshot)
  const [suggestions, setSuggestions] = useState<WalletSuggestions | undefined>()
  useEffect(() => {
    let live = true
    intents
      .fetchWalletSuggestions()
      .then((found) => {
        if (live && found) setSuggestions(found)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [intents])
  const listed = useMemo(() => {
    if (!suggestions) return []
    const recent = new Set(snapshot?.recentWallets.map((r) => r.connectorId))
    const featuredIds = new Set(suggestions.featured.map((w) => w.id))
    const recommended = suggestions.recommended
      .filter((w) => !featuredIds.has(w.id) && !recent.has(w.id) && !installedConnectorOf(snapshot, w))
      .slice(0, FEATURED_WALLETS_DEFAULT)
    return [...suggestions.featured, ...suggestions.custom, ...recommended]
  }, [suggestions, snapshot])
  const showAll = allWallets === 'SHOW' || (allWallets === 'ONLY_MOBILE' && isMobile)
  const open = useWalletLinkOpener(isMobile)
  const pick = (wallet: WalletEntry) => chooseWallet(store, intents, wallet, isMobile, open)
  if (!listed.length && !showAll) return null
  return (
    <ul className="wd-list" aria-label={m.connect.moreWallets}>
      {listed.map((wallet) => (
        <li key={wallet.id}>
          <WalletButton name={wallet.name} imageUrl={wallet.imageUrl} onClick={() => pick(wallet)} />
        </li>
      ))}
      {showAll && (
        <li>
          <WalletButton
            name={m.connect.allWallets}
            tag={suggestions?.count ? m.connect.walletCount(suggestions.count) : undefined}
            onClick={() => navigate(store, { type: 'push', view: { name: 'AllWallets' } })}
          />
        </li>
      )}
    </ul>
  )
}
