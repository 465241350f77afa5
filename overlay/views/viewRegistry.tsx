import type { ReactNode } from 'react'
import type { View } from '../../src/viewStack.ts'
import type { TabState } from '../tabStore.ts'
import { ACCOUNT_TITLE, Account } from './Account/Account.tsx'
import { APPROVE_TRANSACTION_TITLE, ApproveTransaction } from './ApproveTransaction/ApproveTransaction.tsx'
import { CONNECT_TITLE, Connect } from './Connect/Connect.tsx'
import { ConnectingExternal, connectingExternalTitle } from './ConnectingExternal/ConnectingExternal.tsx'
import { NETWORKS_TITLE, Networks } from './Networks/Networks.tsx'
import { WALLET_SEND_TITLE, WalletSend } from './Send/WalletSend.tsx'
import { SEND_PREVIEW_TITLE, WalletSendPreview } from './Send/WalletSendPreview.tsx'
import { SELECT_TOKEN_TITLE, WalletSendSelectToken } from './Send/WalletSendSelectToken.tsx'
import { SWITCH_ACTIVE_CHAIN_TITLE, SwitchActiveChain } from './SwitchActiveChain/SwitchActiveChain.tsx'
import { SwitchNetwork, switchNetworkTitle } from './SwitchNetwork/SwitchNetwork.tsx'
import { UNSUPPORTED_CHAIN_TITLE, UnsupportedChain } from './UnsupportedChain/UnsupportedChain.tsx'
import {
  ALL_WALLETS_TITLE,
  CONNECTING_WALLET_CONNECT_BASIC_TITLE,
  connectingWalletConnectTitle,
  renderWalletConnectView,
} from './walletConnectViews.tsx'

/** The header title of a view. */
export function getViewTitle(view: View, state: TabState): string {
  switch (view.name) {
    case 'Connect':
      return CONNECT_TITLE
    case 'Account':
      return ACCOUNT_TITLE
    case 'ConnectingExternal':
      return connectingExternalTitle(state, view.data.connectorId)
    case 'Networks':
      return NETWORKS_TITLE
    case 'SwitchNetwork':
      return switchNetworkTitle(view.data.caipNetworkId)
    case 'SwitchActiveChain':
      return SWITCH_ACTIVE_CHAIN_TITLE
    case 'UnsupportedChain':
      return UNSUPPORTED_CHAIN_TITLE
    case 'AllWallets':
      return ALL_WALLETS_TITLE
    case 'ConnectingWalletConnect':
      return connectingWalletConnectTitle(view.data?.wallet)
    case 'ConnectingWalletConnectBasic':
      return CONNECTING_WALLET_CONNECT_BASIC_TITLE
    case 'ApproveTransaction':
      return APPROVE_TRANSACTION_TITLE
    case 'WalletSend':
      return WALLET_SEND_TITLE
    case 'WalletSendSelectToken':
      return SELECT_TOKEN_TITLE
    case 'WalletSendPreview':
      return SEND_PREVIEW_TITLE
    default:
      return view.name
  }
}

/** The body of a view, with its data as props. */
export function renderView(view: View): ReactNode {
  switch (view.name) {
    case 'Connect':
      return <Connect />
    case 'Account':
      return <Account />
    case 'ConnectingExternal':
      return <ConnectingExternal connectorId={view.data.connectorId} />
    case 'Networks':
      return <Networks />
    case 'SwitchNetwork':
      return <SwitchNetwork caipNetworkId={view.data.caipNetworkId} />
    case 'SwitchActiveChain':
      return <SwitchActiveChain {...view.data} />
    case 'UnsupportedChain':
      return <UnsupportedChain />
    case 'AllWallets':
    case 'ConnectingWalletConnect':
    case 'ConnectingWalletConnectBasic':
      return renderWalletConnectView(view)
    case 'ApproveTransaction':
      return <ApproveTransaction />
    case 'WalletSend':
      return <WalletSend />
    case 'WalletSendSelectToken':
      return <WalletSendSelectToken />
    case 'WalletSendPreview':
      return <WalletSendPreview />
    default:
      // Views of features not built yet: say so rather than show an empty modal.
      return <p className="wd-muted">This is not available yet.</p>
  }
}
