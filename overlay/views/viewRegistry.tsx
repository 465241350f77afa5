import type { ReactNode } from 'react'
import type { Messages } from '../../src/messages/en.ts'
import type { View } from '../../src/viewStack.ts'
import type { TabState } from '../tabStore.ts'
import { Account } from './Account/Account.tsx'
import { ApproveTransaction } from './ApproveTransaction/ApproveTransaction.tsx'
import { Connect } from './Connect/Connect.tsx'
import { ConnectingExternal, connectingExternalTitle } from './ConnectingExternal/ConnectingExternal.tsx'
import { Networks } from './Networks/Networks.tsx'
import { WalletSend } from './Send/WalletSend.tsx'
import { WalletSendPreview } from './Send/WalletSendPreview.tsx'
import { WalletSendSelectToken } from './Send/WalletSendSelectToken.tsx'
import { SwitchActiveChain } from './SwitchActiveChain/SwitchActiveChain.tsx'
import { SwitchNetwork, switchNetworkTitle } from './SwitchNetwork/SwitchNetwork.tsx'
import { UnsupportedChain } from './UnsupportedChain/UnsupportedChain.tsx'
import { connectingWalletConnectTitle, renderWalletConnectView } from './walletConnectViews.tsx'

/** The header title of a view, in the words of `m`. */
export function getViewTitle(view: View, state: TabState, m: Messages): string {
  switch (view.name) {
    case 'Connect':
      return m.titles.connect
    case 'Account':
      return m.titles.account
    case 'ConnectingExternal':
      return connectingExternalTitle(state, view.data.connectorId, m)
    case 'Networks':
      return m.titles.networks
    case 'SwitchNetwork':
      return switchNetworkTitle(view.data.caipNetworkId, m)
    case 'SwitchActiveChain':
      return m.titles.switchActiveChain
    case 'UnsupportedChain':
      return m.titles.unsupportedChain
    case 'AllWallets':
      return m.titles.allWallets
    case 'ConnectingWalletConnect':
      return connectingWalletConnectTitle(view.data?.wallet, m)
    case 'ConnectingWalletConnectBasic':
      return m.titles.connectingWalletConnectBasic
    case 'ApproveTransaction':
      return m.titles.approveTransaction
    case 'WalletSend':
      return m.titles.send
    case 'WalletSendSelectToken':
      return m.titles.selectToken
    case 'WalletSendPreview':
      return m.titles.sendPreview
    default:
      return view.name
  }
}

/** The body of a view, with its data as props. */
export function renderView(view: View, m: Messages): ReactNode {
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
      return <p className="wd-muted">{m.modal.notAvailable}</p>
  }
}
