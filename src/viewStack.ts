import { FARCASTER_RELOAD_DELAY_MS } from './constants.ts'
import type { SocialProvider } from './secureFrame/socialProviders.ts'
import type { CaipNetworkId, Namespace } from './types.ts'
import type { WalletEntry } from './walletDirectory.ts'

/** Data each view takes; `undefined` means the view takes none. */
export type ViewDataMap = {
  Connect: undefined
  Account: { tab?: 'Tokens' | 'NFTs' | 'Activity' } | undefined
  AllWallets: undefined
  ConnectingExternal: { connectorId: string }
  /** A directory wallet when the person picked one (its links open with the pairing URI). */
  ConnectingWalletConnect: { wallet?: WalletEntry } | undefined
  ConnectingWalletConnectBasic: undefined
  ConnectingFarcaster: undefined
  SwitchNetwork: { caipNetworkId: CaipNetworkId }
  /** Moving to another namespace where the person has no address yet (spec part 2). */
  SwitchActiveChain: {
    switchToChain: Namespace
    /** Shown once switched (default Connect); a view that needs no data. */
    navigateTo?: ViewWithoutData | undefined
    /** Replace this view with `navigateTo` rather than push it. */
    navigateWithReplace?: boolean | undefined
    /** The network to switch to (default: the host's first network of `switchToChain`). */
    network?: CaipNetworkId | undefined
  }
  UnsupportedChain: undefined
  ApproveTransaction: undefined
  RegisterAccountName: { name?: string } | undefined
  RegisterAccountNameSuccess: { name: string }
  /** The network list. */
  Networks: undefined
  /** Send: token, amount and receiver (the draft lives in the tab's store). */
  WalletSend: undefined
  WalletSendSelectToken: undefined
  WalletSendPreview: undefined
  /** The account's address as a QR code, with the networks that accept it. */
  WalletReceive: undefined
  /** A send the wallet took: what went out, on which network, and its hash (for the block explorer's link). */
  WalletSendSuccess: { caipNetworkId: CaipNetworkId; hash: string; amount: string; symbol: string }
  /** Swap: tokens, amount, quote and preview, in one view (the quote stays in the view). */
  Swap: undefined
  /**
   * A swap that went through: what was paid and received (as shown), on which network, and its hash. A view of
   * its own, so the result shows even when ApproveTransaction covered the Swap view while the wallet was asked.
   */
  SwapSuccess: { caipNetworkId: CaipNetworkId; hash: string; from: string; to: string }
  /** Social login: the provider's window is open; the login finishes in the secure frame once it sends the person back. */
  ConnectingSocial: { provider: SocialProvider }
  /** Buy (on-ramp): currencies, payment method, amount, quote and providers, in one view. */
  OnRamp: undefined
  /** E-mail login: the code sent to `email`. */
  EmailVerifyOtp: { email: string }
  /** E-mail login from a new device: waits for the link sent to `email`. */
  EmailVerifyDevice: { email: string }
  /** Account → e-mail row: the new address. */
  UpdateEmail: undefined
  /** The code sent to the current address, for the move to `email`. */
  UpdateEmailPrimaryOtp: { email: string }
  /** The code sent to the new address `email`. */
  UpdateEmailSecondaryOtp: { email: string }
  /** Sign-In With X: the connected account signs the site's message (the core's siwxRequest says which). */
  SIWXSignMessage: undefined
}

/** Every view of the modal (spec part 2). */
export type ViewName = keyof ViewDataMap

/** The views that can be shown without data. */
export type ViewWithoutData = {
  [N in ViewName]: undefined extends ViewDataMap[N] ? N : never
}[ViewName]

/** Data of a single view, or the union of all view data. */
export type ViewData<N extends ViewName = ViewName> = Exclude<ViewDataMap[N], undefined>

/** A view with its data; data is required exactly where the view needs it. */
export type View = {
  [N in ViewName]: ViewDataMap[N] extends undefined
    ? { name: N; data?: undefined }
    : undefined extends ViewDataMap[N]
      ? { name: N; data?: ViewDataMap[N] }
      : { name: N; data: ViewDataMap[N] }
}[ViewName]

/** The tab's modal: its view history (top last), whether it is open, and the Farcaster login URL. */
export type StackState = { views: View[]; open: boolean; farcasterUrl?: string }

/** Everything that moves the view stack. */
export type StackAction =
  | { type: 'push'; view: View }
  | { type: 'reset'; view: View }
  | { type: 'replace'; view: View }
  | { type: 'goBack'; connected: boolean }
  | { type: 'open'; view: View }
  | { type: 'close'; view: View }
  | { type: 'setFarcasterUrl'; url: string | undefined }

/** Side effects the caller must run: reload and re-sync the embedded auth provider after `delayMs`. */
export type StackEffect = { type: 'reloadAuth'; delayMs: number }

/** A closed modal on Connect. */
export const INITIAL_STACK: StackState = Object.freeze<StackState>({
  views: [{ name: 'Connect' }],
  open: false,
})

/** The view on top of the stack. */
export function topView(state: StackState): View | undefined {
  return state.views.at(-1)
}

/** Applies one action (spec part 2 'Stack navigation') and lists the effects it causes. */
export function transitionViewStack(
  state: StackState,
  action: StackAction,
): { state: StackState; effects: StackEffect[] } {
  const top = topView(state)
  switch (action.type) {
    case 'push':
      if (top?.name !== action.view.name) return only({ ...state, views: [...state.views, action.view] })
      // Same view already on top: no second entry; fresher data (e.g. another connector) replaces the old.
      if (sameData(top, action.view)) return only(state)
      return only({ ...state, views: [...state.views.slice(0, -1), action.view] })
    case 'reset':
      return only({ ...state, views: [action.view] })
    case 'replace':
      return only({ ...state, views: [...state.views.slice(0, -1), action.view] })
    case 'open':
      return only({ ...state, views: [action.view], open: true })
    case 'close':
      return only({ ...state, views: [action.view], open: false })
    case 'setFarcasterUrl':
      return only(withFarcasterUrl(state, action.url))
    case 'goBack':
      return goBack(state, action.connected)
  }
}

/** The state-only form of transitionViewStack. */
export function reduceViewStack(state: StackState, action: StackAction): StackState {
  return transitionViewStack(state, action).state
}

function goBack(state: StackState, connected: boolean): { state: StackState; effects: StackEffect[] } {
  const leaving = topView(state)
  let next: StackState
  if (state.views.length <= 1) {
    next = { ...state, open: false }
  } else {
    const views = state.views.slice(0, -1)
    // Connect makes no sense once an address is connected; the spec shows Account there instead.
    if (connected && views.at(-1)?.name === 'Connect') views[views.length - 1] = { name: 'Account' }
    next = { ...state, views }
  }
  if (leaving?.name !== 'ConnectingFarcaster' || connected) return only(next)
  // An abandoned Farcaster login leaves the auth provider mid-flow; it must be reloaded and re-synced.
  return {
    state: withFarcasterUrl(next, undefined),
    effects: [{ type: 'reloadAuth', delayMs: FARCASTER_RELOAD_DELAY_MS }],
  }
}

function withFarcasterUrl(state: StackState, url: string | undefined): StackState {
  const { farcasterUrl: _, ...rest } = state
  return url === undefined ? rest : { ...rest, farcasterUrl: url }
}

function only(state: StackState): { state: StackState; effects: StackEffect[] } {
  return { state, effects: [] }
}

function sameData(a: View, b: View): boolean {
  return JSON.stringify(a.data ?? null) === JSON.stringify(b.data ?? null)
}
