import type { ReactNode } from 'react'
import type { View } from '../../src/viewStack.ts'
import type { TabState } from '../tabStore.ts'
import { ACCOUNT_TITLE, Account } from './Account/Account.tsx'
import { CONNECT_TITLE, Connect } from './Connect/Connect.tsx'
import { ConnectingExternal, connectingExternalTitle } from './ConnectingExternal/ConnectingExternal.tsx'
import { NETWORKS_TITLE, Networks } from './Networks/Networks.tsx'
import { SwitchNetwork, switchNetworkTitle } from './SwitchNetwork/SwitchNetwork.tsx'
import { UNSUPPORTED_CHAIN_TITLE, UnsupportedChain } from './UnsupportedChain/UnsupportedChain.tsx'

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
    case 'UnsupportedChain':
      return UNSUPPORTED_CHAIN_TITLE
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
    case 'UnsupportedChain':
      return <UnsupportedChain />
    default:
      // Views of features not built yet: say so rather than show an empty modal.
      return <p className="wd-muted">This is not available yet.</p>
  }
}
