import type { ReactNode } from 'react'
import type { Messages } from '../../src/messages/en.ts'
import type { View } from '../../src/viewStack.ts'
import type { WalletEntry } from '../../src/walletDirectory.ts'
import { AllWallets } from './AllWallets/AllWallets.tsx'
import { ConnectingWalletConnect } from './ConnectingWalletConnect/ConnectingWalletConnect.tsx'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.tsx'

// The WalletConnect views are in the UI chunk itself: splitting them off (about 6 KB gzip) would make the
// bundler share its dynamic-import helper with the loader, which then outgrows its 10 KB budget.

/** Title of ConnectingWalletConnect: the wallet's name, else WalletConnect. */
export function connectingWalletConnectTitle(wallet: WalletEntry | undefined, m: Messages): string {
  return wallet?.name ?? m.titles.walletConnect
}

/** The body of a WalletConnect view, or undefined for any other view. */
export function renderWalletConnectView(view: View): ReactNode | undefined {
  if (view.name === 'AllWallets') return <AllWallets />
  if (view.name === 'ConnectingWalletConnect') return <ConnectingWalletConnect wallet={view.data?.wallet} />
  if (view.name === 'ConnectingWalletConnectBasic') return <ConnectingWalletConnectBasic />
  return undefined
}
