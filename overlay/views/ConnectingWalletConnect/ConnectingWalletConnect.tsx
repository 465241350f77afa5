import { useEffect, useRef } from 'react'
import { WALLET_CONNECT_CONNECTOR_ID } from '../../../src/walletConnect.ts'
import type { WalletEntry } from '../../../src/walletDirectory.ts'
import { navigate } from '../../navigation.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { ItemIcon } from '../../ui/ItemIcon.tsx'
import { selectConnection } from '../../ui/selectors.ts'
import { useViewMessages, type ViewCatalog } from '../useViewMessages.ts'
import { openWalletLink } from './openWalletLink.ts'
import { PairingPanel } from './PairingPanel.tsx'
import { usePairing } from './usePairing.ts'

/** Moves to Account once the WalletConnect session connects (in this tab or any other). */
export function useAccountOnWalletConnect(): void {
  const { store } = useUi()
  const connected = useTab((s) => {
    const connection = selectConnection(s)
    return connection?.status === 'connected' && connection.connectorId === WALLET_CONNECT_CONNECTOR_ID
  })
  useEffect(() => {
    if (connected) navigate(store, { type: 'reset', view: { name: 'Account' } })
  }, [connected, store])
}

/**
 * Connects a phone wallet over WalletConnect: the QR code to scan (with its countdown and copy-link),
 * and for a wallet from the directory its app, desktop and web links. Links open synchronously in the
 * click, with the URI prepared before (browsers block opening after an await).
 */
export function ConnectingWalletConnect({ wallet }: { wallet?: WalletEntry | undefined }) {
  const { intents, isMobile } = useUi()
  const m = useViewMessages()
  const pairing = usePairing()
  useAccountOnWalletConnect()
  // The picked wallet, told once per wallet shown (StrictMode runs effects twice).
  const told = useRef<string | null>(null)
  useEffect(() => {
    const key = wallet?.id ?? ''
    if (told.current === key) return
    told.current = key
    const choice = wallet ? { name: wallet.name, walletId: wallet.id, imageUrl: wallet.imageUrl } : null
    intents.chooseWalletConnectWallet({ choice }).catch(() => undefined)
  }, [wallet, intents])
  const uri = pairing.view?.status === 'ready' ? pairing.view.uri : undefined
  const links = wallet ? linksOf(wallet, isMobile, m) : []
  const open = (link: string) => {
    if (!uri || !wallet) return
    openWalletLink(link, uri)
    intents
      .chooseWalletConnectWallet({
        choice: { name: wallet.name, walletId: wallet.id, imageUrl: wallet.imageUrl, href: link },
      })
      .catch(() => undefined)
  }
  return (
    <div className="wd-stack">
      {wallet && <ItemIcon name={wallet.name} imageUrl={wallet.imageUrl} large />}
      <p className="wd-muted">
        {wallet ? m.walletConnect.scanWith(wallet.name) : m.walletConnect.scanWithPhone}
      </p>
      {links.length > 0 && (
        <div className="wd-toolbar">
          {links.map(({ label, link }) => (
            <button
              key={label}
              type="button"
              className="wd-button wd-button-primary"
              disabled={!uri}
              onClick={() => open(link)}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <PairingPanel pairing={pairing} showQr={!isMobile || links.length === 0} logoUrl={wallet?.imageUrl} />
    </div>
  )
}

function linksOf(wallet: WalletEntry, isMobile: boolean, m: ViewCatalog): { label: string; link: string }[] {
  const links: { label: string; link: string }[] = []
  const w = m.walletConnect
  if (isMobile && wallet.mobileLink) links.push({ label: w.openApp(wallet.name), link: wallet.mobileLink })
  if (!isMobile && wallet.desktopLink) links.push({ label: w.openDesktopApp, link: wallet.desktopLink })
  if (wallet.webappLink) links.push({ label: w.openWebApp, link: wallet.webappLink })
  return links
}
