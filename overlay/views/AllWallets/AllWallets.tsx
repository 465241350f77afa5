import { useEffect, useId, useRef, useState } from 'react'
import { wordCoreText } from '../../../src/messages/coreText.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { ItemIcon } from '../../ui/ItemIcon.tsx'
import { useAccountOnWalletConnect } from '../ConnectingWalletConnect/ConnectingWalletConnect.tsx'
import { openWalletLink } from '../ConnectingWalletConnect/openWalletLink.ts'
import { usePairing } from '../ConnectingWalletConnect/usePairing.ts'
import { useViewMessages } from '../useViewMessages.ts'
import { chooseWallet, installedConnectorOf } from './chooseWallet.ts'
import { useWalletPages } from './useWalletPages.ts'

/**
 * Every wallet of the directory: a grid with search (settled 300 ms, 100 results), a certified-only
 * filter and more pages as the list scrolls. On a phone a pairing is prepared as the view opens, so a
 * tap can open the wallet app at once.
 */
export function AllWallets() {
  const { isMobile } = useUi()
  return isMobile ? <PairedWalletGrid /> : <WalletGrid />
}

function PairedWalletGrid() {
  usePairing()
  useAccountOnWalletConnect()
  return <WalletGrid />
}

function WalletGrid() {
  const { store, intents, isMobile } = useUi()
  const m = useViewMessages()
  const snapshot = useTab((s) => s.snapshot)
  const [search, setSearch] = useState('')
  const [certified, setCertified] = useState(false)
  const pages = useWalletPages(search, certified ? 'certified' : undefined)
  const sentinel = useRef<HTMLLIElement>(null)
  const searchId = useId()
  const { hasMore, loading, loadMore } = pages
  useEffect(() => {
    const node = sentinel.current
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore()
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasMore, loadMore])

  return (
    <div className="wd-all-wallets">
      <div className="wd-toolbar">
        <label htmlFor={searchId} className="wd-visually-hidden">
          {m.allWallets.searchLabel}
        </label>
        <input
          id={searchId}
          className="wd-input"
          type="search"
          placeholder={m.allWallets.searchPlaceholder}
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button
          type="button"
          className="wd-button"
          aria-pressed={certified}
          onClick={() => setCertified((on) => !on)}
        >
          {m.allWallets.certified}
        </button>
      </div>
      {pages.problem && (
        <p className="wd-muted" role="status">
          {(pages.wallets.length ? m.allWallets.showingSaved : m.allWallets.notLoaded)(
            wordCoreText(m, pages.problem),
          )}
        </p>
      )}
      {!loading && pages.wallets.length === 0 && !pages.problem && (
        <p className="wd-muted">{m.allWallets.noneFound}</p>
      )}
      <ul className="wd-wallet-grid" aria-label={m.allWallets.wallets} aria-busy={loading}>
        {pages.wallets.map((wallet) => (
          <li key={wallet.id}>
            <WalletTile
              name={wallet.name}
              imageUrl={wallet.imageUrl}
              tag={
                installedConnectorOf(snapshot, wallet)
                  ? m.allWallets.installed
                  : wallet.badge === 'certified'
                    ? m.allWallets.certified
                    : undefined
              }
              onClick={() => chooseWallet(store, intents, wallet, isMobile, openWalletLink)}
            />
          </li>
        ))}
        {hasMore && (
          <li ref={sentinel} className="wd-wallet-more">
            <button type="button" className="wd-button" onClick={loadMore} disabled={loading}>
              {loading ? m.modal.loading : m.allWallets.moreWallets}
            </button>
          </li>
        )}
      </ul>
      {loading && pages.wallets.length === 0 && (
        <span className="wd-spinner" role="status" aria-label={m.allWallets.loadingWallets} />
      )}
    </div>
  )
}

// Named by the wallet's name as shown; its tag (Installed, Certified) describes it without joining the name.
function WalletTile(props: {
  name: string
  imageUrl?: string | undefined
  tag?: string | undefined
  onClick: () => void
}) {
  const tagId = useId()
  return (
    <button
      type="button"
      className="wd-wallet-tile"
      aria-describedby={props.tag ? tagId : undefined}
      onClick={props.onClick}
    >
      <ItemIcon name={props.name} imageUrl={props.imageUrl} />
      <span className="wd-wallet-tile-name">{props.name}</span>
      {props.tag && (
        <span id={tagId} className="wd-tag" aria-hidden="true">
          {props.tag}
        </span>
      )}
    </button>
  )
}
