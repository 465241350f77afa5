import type { ReactNode } from 'react'
import { loadMessages } from '../../src/messages/catalogs.ts'
import type { Messages } from '../../src/messages/en.ts'
import type { Locale } from '../../src/messages/locales.ts'
import { SOCIAL_PROVIDER_NAMES } from '../../src/secureFrame/socialProviders.ts'
import type { View } from '../../src/viewStack.ts'
import type { TabState, TabStore } from '../tabStore.ts'
import { lazyView } from '../ui/lazyView.tsx'
import { preloadWhenConnected, whenIdle } from '../ui/preloadWhenConnected.ts'
import { fetchWhenIdle } from '../ui/whenOnline.ts'
import { ActivityPanel, NftsPanel } from './Account/lazyPanels.ts'
import { Connect } from './Connect/Connect.tsx'
import { connectingExternalTitle } from './ConnectingExternal/connectingExternalTitle.ts'
import { switchNetworkTitle } from './SwitchNetwork/switchNetworkTitle.ts'

// What a first open shows (Connect, a wallet connecting) is in the UI chunk; every other view loads on first
// use, or once the modal has opened (preloadViews), so a page fetches less before its first open. Account is
// first only for a person already connected: the UI chunk preloads it then (preloadAccountIfKnown).
const ConnectingExternal = lazyView(() =>
  import('./ConnectingExternal/ConnectingExternal.tsx').then((m) => m.ConnectingExternal),
)
const SwitchNetwork = lazyView(() => import('./SwitchNetwork/SwitchNetwork.tsx').then((m) => m.SwitchNetwork))
const accountModule = () => import('./Account/Account.tsx')
const Account = lazyView(() => accountModule().then((m) => m.Account))
const Networks = lazyView(() => import('./Networks/Networks.tsx').then((m) => m.Networks))
const SwitchActiveChain = lazyView(() =>
  import('./SwitchActiveChain/SwitchActiveChain.tsx').then((m) => m.SwitchActiveChain),
)
const UnsupportedChain = lazyView(() =>
  import('./UnsupportedChain/UnsupportedChain.tsx').then((m) => m.UnsupportedChain),
)
const ApproveTransaction = lazyView(() =>
  import('./ApproveTransaction/ApproveTransaction.tsx').then((m) => m.ApproveTransaction),
)
const WalletSend = lazyView(() => import('./Send/WalletSend.tsx').then((m) => m.WalletSend))
const WalletSendSelectToken = lazyView(() =>
  import('./Send/WalletSendSelectToken.tsx').then((m) => m.WalletSendSelectToken),
)
const WalletSendPreview = lazyView(() =>
  import('./Send/WalletSendPreview.tsx').then((m) => m.WalletSendPreview),
)
const WalletReceive = lazyView(() => import('./Receive/WalletReceive.tsx').then((m) => m.WalletReceive))
const RegisterAccountName = lazyView(() =>
  import('./RegisterAccountName/RegisterAccountName.tsx').then((m) => m.RegisterAccountName),
)
const RegisterAccountNameSuccess = lazyView(() =>
  import('./RegisterAccountName/RegisterAccountNameSuccess.tsx').then((m) => m.RegisterAccountNameSuccess),
)
const WalletSendSuccess = lazyView(() =>
  import('./Send/WalletSendSuccess.tsx').then((m) => m.WalletSendSuccess),
)
const Swap = lazyView(() => import('./Swap/Swap.tsx').then((m) => m.Swap))
const SwapSuccess = lazyView(() => import('./Swap/SwapSuccess.tsx').then((m) => m.SwapSuccess))
const OnRamp = lazyView(() => import('./OnRamp/OnRamp.tsx').then((m) => m.OnRamp))
const AllWallets = lazyView(() => import('./AllWallets/AllWallets.tsx').then((m) => m.AllWallets))
const ConnectingWalletConnect = lazyView(() =>
  import('./ConnectingWalletConnect/ConnectingWalletConnect.tsx').then((m) => m.ConnectingWalletConnect),
)
const ConnectingWalletConnectBasic = lazyView(() =>
  import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.tsx').then(
    (m) => m.ConnectingWalletConnectBasic,
  ),
)

const SiwxSignMessage = lazyView(() => import('./SIWX/SiwxSignMessage.tsx').then((m) => m.SiwxSignMessage))

const EmailViews = lazyView(() => import('./Email/EmailViews.tsx').then((m) => m.EmailViews))
const ConnectingSocial = lazyView(() =>
  import('./Social/ConnectingSocial.tsx').then((m) => m.ConnectingSocial),
)

const LAZY_VIEWS: { preload(): Promise<unknown> }[] = [
  ConnectingExternal,
  SwitchNetwork,
  Account,
  ActivityPanel,
  NftsPanel,
  Networks,
  SwitchActiveChain,
  UnsupportedChain,
  ApproveTransaction,
  WalletSend,
  WalletSendSelectToken,
  WalletSendPreview,
  WalletReceive,
  RegisterAccountName,
  RegisterAccountNameSuccess,
  WalletSendSuccess,
  Swap,
  SwapSuccess,
  OnRamp,
  AllWallets,
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
  EmailViews,
  SiwxSignMessage,
  ConnectingSocial,
]

/** Loads every view kept out of the UI chunk (after the first open, so later views never wait). */
export function preloadViews(): Promise<unknown> {
  return Promise.all(LAZY_VIEWS.map((view) => view.preload()))
}

/**
 * Loads the Account view ahead of the first open when this tab is, or was last, connected (it is first then), and
 * makes the number and time formatters of its first render in the tab's language: as soon as the chunk is in for a
 * tab connected as it started (the UI preload already waited for the page to be idle; a click may come any moment,
 * and without them it makes them: 40-100 ms), at the next idle moment for a connection made later (often in another
 * tab: this one's page is hearing it), once online then (fetchWhenIdle).
 */
export function preloadAccountIfKnown(store: TabStore, locale: Locale): () => void {
  return preloadWhenConnected(
    store,
    (atOnce) =>
      void Promise.all([accountModule(), loadMessages(locale), Account.preload()])
        .then(([account, m]) => {
          const warm = () => account.warmFormatters(m.intlLocale)
          if (atOnce) warm()
          else whenIdle(warm)
        })
        .catch(() => undefined),
    undefined,
    fetchWhenIdle,
  )
}

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
      return switchNetworkTitle(state, view.data.caipNetworkId, m)
    case 'SwitchActiveChain':
      return m.titles.switchActiveChain
    case 'UnsupportedChain':
      return m.titles.unsupportedChain
    case 'AllWallets':
      return m.titles.allWallets
    case 'ConnectingWalletConnect':
      return view.data?.wallet?.name ?? m.titles.walletConnect
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
    case 'WalletReceive':
      return m.titles.receive
    case 'RegisterAccountName':
      return m.titles.registerAccountName
    case 'RegisterAccountNameSuccess':
      return m.titles.registerAccountNameSuccess
    case 'WalletSendSuccess':
      return m.titles.sendSuccess
    case 'Swap':
    case 'SwapSuccess':
      return m.titles.swap
    case 'ConnectingSocial':
      return SOCIAL_PROVIDER_NAMES[view.data.provider]
    case 'OnRamp':
      return m.titles.buy
    case 'EmailVerifyOtp':
      return m.titles.emailVerifyOtp
    case 'EmailVerifyDevice':
      return m.titles.emailVerifyDevice
    case 'UpdateEmail':
      return m.titles.updateEmail
    case 'UpdateEmailPrimaryOtp':
      return m.titles.updateEmailPrimaryOtp
    case 'UpdateEmailSecondaryOtp':
      return m.titles.updateEmailSecondaryOtp
    case 'SIWXSignMessage':
      return m.titles.siwx
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
      return <AllWallets />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnect wallet={view.data?.wallet} />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasic />
    case 'ApproveTransaction':
      return <ApproveTransaction />
    case 'WalletSend':
      return <WalletSend />
    case 'WalletSendSelectToken':
      return <WalletSendSelectToken />
    case 'WalletSendPreview':
      return <WalletSendPreview />
    case 'WalletReceive':
      return <WalletReceive />
    case 'RegisterAccountName':
      return <RegisterAccountName name={view.data?.name} />
    case 'RegisterAccountNameSuccess':
      return <RegisterAccountNameSuccess name={view.data.name} />
    case 'WalletSendSuccess':
      return <WalletSendSuccess {...view.data} />
    case 'Swap':
      return <Swap />
    case 'SwapSuccess':
      return <SwapSuccess {...view.data} />
    case 'ConnectingSocial':
      return <ConnectingSocial provider={view.data.provider} />
    case 'OnRamp':
      return <OnRamp />
    case 'EmailVerifyOtp':
    case 'EmailVerifyDevice':
    case 'UpdateEmail':
    case 'UpdateEmailPrimaryOtp':
    case 'UpdateEmailSecondaryOtp':
      return <EmailViews view={view} />
    case 'SIWXSignMessage':
      return <SiwxSignMessage />
    default:
      // Views of features not built yet: say so rather than show an empty modal.
      return <p className="wd-muted">{m.modal.notAvailable}</p>
  }
}
