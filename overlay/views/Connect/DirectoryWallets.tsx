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
 * directory's recommendations (4, leaving out installed, featured and recent ones) and All Wallets. Blank rows
 * keep their places until the directory answers.
 */
export function DirectoryWallets({ allWallets }: { allWallets: AllWalletsSetting }) {
  const { store, intents, isMobile } = useUi()
  const m = useMessages()
  const snapshot = useTab((s) => s.snapshot)
  // Undefined while the directory is asked; null when it gave nothing (its rows' space is given back).
  const [suggestions, setSuggestions] = useState<WalletSuggestions | null | undefined>()
  // Rows it will most likely list: the host's featured and custom wallets and the recommended ones.
  const expected = useTab(
    (s) => (s.config?.featuredWalletIds?.length ?? 0) + (s.config?.customWallets?.length ?? 0),
  )
  useEffect(() => {
    let live = true
    const settle = (found: WalletSuggestions | null) => {
      if (live) setSuggestions(found)
    }
    intents.fetchWalletSuggestions().then(
      (found) => settle(found ?? null),
      () => settle(null),
    )
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
  // While the directory answers, blank rows hold its wallets' places, so what shows below (All Wallets, the e-mail
  // field) is already where it stays: a row that moved between press and release would take no click.
  const pending = suggestions === undefined ? expected + FEATURED_WALLETS_DEFAULT : 0
  if (!listed.length && !pending && !showAll) return null
  return (
    <ul className="wd-list" aria-label={m.connect.moreWallets}>
      {Array.from({ length: pending }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blank rows have nothing else to tell them apart
        <li key={i} aria-hidden="true" data-testid="wallet-placeholder">
          <div className="wd-list-item">
            <span className="wd-item-icon" />
          </div>
        </li>
      ))}
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
