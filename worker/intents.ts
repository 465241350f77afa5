import { errorReportSchema, TAB_EVENTS } from '../src/analytics.ts'
import { caipNetworkIdSchema } from '../src/caip.ts'
import {
  injectedProviderInfoSchema,
  namespaceSchema,
  sendTokenRefSchema,
  walletConnectChoiceSchema,
  walletEventSchema,
  walletQuerySchema,
} from '../src/intentSchemas.ts'
import { ONRAMP_PROVIDER_NAMES } from '../src/onrampProviderNames.ts'
import { EMAIL_PATTERN, OTP_PATTERN } from '../src/secureFrame/emailLogin.ts'
import { SOCIAL_PROVIDERS } from '../src/secureFrame/socialProviders.ts'
import { z } from '../src/zod.ts'
import { announceProviders } from './actions/announceProviders.ts'
import { chooseWalletConnectWallet } from './actions/chooseWalletConnectWallet.ts'
import { connect } from './actions/connect.ts'
import { connectDevice } from './actions/connectDevice.ts'
import { connectEmail } from './actions/connectEmail.ts'
import { connectOtp } from './actions/connectOtp.ts'
import { decideRequest } from './actions/decideRequest.ts'
import { detachTab } from './actions/detachTab.ts'
import { disconnect } from './actions/disconnect.ts'
import { fetchBalance } from './actions/fetchBalance.ts'
import { handleWalletEvent } from './actions/handleWalletEvent.ts'
import { setOnline } from './actions/setOnline.ts'
import { switchNetwork } from './actions/switchNetwork.ts'
import { trackEvent } from './actions/trackEvent.ts'
import { updateEmail } from './actions/updateEmail.ts'
import { updateEmailPrimaryOtp } from './actions/updateEmailPrimaryOtp.ts'
import { updateEmailSecondaryOtp } from './actions/updateEmailSecondaryOtp.ts'
import { getActiveAccount } from './activeAccount.ts'
import type { AskWallet } from './chains/chainAdapter.ts'
import { runsInLeader, runsWithConnector, speaksFor } from './connectors/route.ts'
import type { Core } from './core.ts'
import type { ForwardedFrom } from './deps.ts'

/**
 * How long a tab waits for an intent: `quick` calls answer from the core's state or one remote read,
 * `relay` ones wait on the WalletConnect relay or the wallet directory, `consent` ones on a person (a wallet
 * prompt, ApproveTransaction), which the core times itself.
 */
export type Deadline = 'quick' | 'relay' | 'consent'

/** Milliseconds a tab waits per deadline class before it gives up on the core. */
export const DEADLINE_MS: Readonly<Record<Deadline, number>> = Object.freeze({
  quick: 10_000,
  relay: 60_000,
  // An unsafe request may wait 2 minutes for the person's decision, then up to 2 more for the wallet.
  consent: 300_000,
})

/**
 * Who called: the tab the calling port is bound to (never a value the caller names); in the dedicated-worker
 * leader, also the follower core that forwarded the call (where its tab confirms a request).
 */
export type IntentContext = { tabId: string; via?: ForwardedFrom | undefined }

/** One intent: its parameter schema, deadline class, whether the dedicated-worker leader runs it, and what runs. */
export type IntentEntry<S extends z.ZodMiniType = z.ZodMiniType, R = unknown> = {
  params: S
  deadline: Deadline
  /**
   * In the dedicated-worker fallback only the leader's core runs it (it holds the WalletConnect session): always,
   * or when the function says so for these parameters.
   */
  leader?: true | ((core: Core, params: z.output<S>) => boolean)
  /** False where the intent's own failure must not be reported as an error (it would report itself). */
  reports?: false
  run(core: Core, params: z.output<S>, context: IntentContext): Promise<R>
}

const intent = <S extends z.ZodMiniType, R>(entry: IntentEntry<S, R>): IntentEntry<S, R> => entry
// Sends from the active account (and the quotes they execute) run where that account's wallet runs.
const activeInLeader = (core: Core) => runsInLeader(core, core.store.getState().activeNamespace)
// The pairing and the wallet chosen for it live where the WalletConnect connector runs (route.ts decides).
const walletConnectCore = runsWithConnector('walletConnect')
const none = z.strictObject({})
/**
 * The RPC gate (worker/actions/request.ts) as the calling tab's own request on the active namespace: its allow-list,
 * stack and views, so a wallet without a prompt of its own is confirmed in ApproveTransaction there. Actions that
 * sign on a person's behalf (swaps, sign-in, name registration) take it as a parameter: importing the gate in them
 * would split the worker entry.
 */
const gateOf =
  (core: Core, { tabId, via }: IntentContext): AskWallet =>
  async (method, params) =>
    (await import('./actions/request.ts')).request(core, {
      tabId,
      namespace: core.store.getState().activeNamespace,
      method,
      params,
      via,
    })
// Checked before any message goes to the frame (spec part 5: a valid e-mail; the code the e-mail carries).
const emailParams = z.strictObject({
  email: z.string().check(z.maxLength(254), z.regex(EMAIL_PATTERN, 'Invalid email')),
})
const otpParams = z.strictObject({ otp: z.string().check(z.regex(OTP_PATTERN, 'Invalid code')) })
const onrampOrderParams = z.strictObject({
  purchaseCurrency: z.string().check(z.minLength(1), z.maxLength(100)),
  paymentCurrency: z.string().check(z.minLength(1), z.maxLength(20)),
  paymentMethod: z.string().check(z.minLength(1), z.maxLength(100)),
  amount: z.string().check(z.maxLength(40)),
})
const sendDraft = {
  token: z.optional(sendTokenRefSchema),
  amount: z.string().check(z.maxLength(100)),
  receiverAddress: z.string().check(z.maxLength(200)),
}
const sendParams = z.strictObject(sendDraft)
// The send names the preview its tab shows (the id prepareSendToken gave it).
const sendTokenParams = z.strictObject({
  ...sendDraft,
  previewId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
})

/**
 * Every intent a tab may call, in one table: adding one is one entry here. The core's API type and the UI's
 * intent type are derived from it; lazy entries import their module on first use, apart from the worker entry.
 */
export const INTENTS = {
  detach: intent({
    params: none,
    deadline: 'quick',
    run: async (core, _params, { tabId }) => detachTab(core, { tabId }),
  }),
  announceProviders: intent({
    params: z.strictObject({ providers: z.array(injectedProviderInfoSchema).check(z.maxLength(200)) }),
    deadline: 'quick',
    run: (core, { providers }, { tabId }) => announceProviders(core, { tabId, providers }),
  }),
  walletEvent: intent({
    params: z.strictObject({ connectorId: z.string().check(z.minLength(1)), event: walletEventSchema }),
    deadline: 'quick',
    // Only a tab that announced the wallet speaks for it: another tab cannot disconnect or re-point it.
    run: async (core, { connectorId, event }, { tabId }) => {
      if (speaksFor(core, tabId, connectorId)) await handleWalletEvent(core, { connectorId, event })
    },
  }),
  setOnline: intent({
    params: z.strictObject({ online: z.boolean() }),
    deadline: 'quick',
    run: (core, { online }, { tabId }) => setOnline(core, { tabId, online }),
  }),
  connect: intent({
    params: z.strictObject({ connectorId: z.string().check(z.minLength(1)) }),
    deadline: 'consent',
    run: (core, { connectorId }, { tabId }) => connect(core, { tabId, connectorId }),
  }),
  disconnect: intent({
    params: z.strictObject({ namespace: z.optional(namespaceSchema) }),
    deadline: 'consent',
    run: (core, params) => disconnect(core, params),
  }),
  switchNetwork: intent({
    params: z.strictObject({ caipNetworkId: caipNetworkIdSchema }),
    deadline: 'consent',
    run: (core, { caipNetworkId }, { tabId }) => switchNetwork(core, { tabId, caipNetworkId }),
  }),
  loadNetworkIcons: intent({
    params: none,
    deadline: 'quick',
    run: async (core) => (await import('./actions/loadNetworkIcons.ts')).loadNetworkIcons(core),
  }),
  refreshBalance: intent({
    params: none,
    deadline: 'quick',
    run: (core) => fetchBalance(core, { force: true }),
  }),
  request: intent({
    params: z.strictObject({
      namespace: namespaceSchema,
      method: z.string().check(z.minLength(1)),
      params: z.optional(z.unknown()),
    }),
    deadline: 'consent',
    // A signature or send for the leader's wallet: the leader's gate runs it, and asks this tab to confirm.
    leader: (core, { namespace, method }) => runsInLeader(core, namespace, method),
    run: async (core, { namespace, method, params }, { tabId, via }) =>
      (await import('./actions/request.ts')).request(core, { tabId, namespace, method, params, via }),
  }),
  pairWalletConnect: intent({
    params: z.strictObject({ reuse: z.optional(z.boolean()), refresh: z.optional(z.boolean()) }),
    deadline: 'relay',
    leader: walletConnectCore,
    run: async (core, params, { tabId }) =>
      (await import('./actions/pairWalletConnect.ts')).pairWalletConnect(core, { tabId, ...params }),
  }),
  chooseWalletConnectWallet: intent({
    params: z.strictObject({ choice: walletConnectChoiceSchema }),
    deadline: 'quick',
    leader: walletConnectCore,
    run: (core, params) => chooseWalletConnectWallet(core, params),
  }),
  fetchWallets: intent({
    params: z.strictObject(walletQuerySchema.shape),
    deadline: 'relay',
    run: async (core, query) => (await import('./actions/fetchWallets.ts')).fetchWallets(core, query),
  }),
  fetchWalletSuggestions: intent({
    params: none,
    deadline: 'relay',
    run: async (core) => (await import('./actions/fetchWalletSuggestions.ts')).fetchWalletSuggestions(core),
  }),
  // The Account view's reads (tokens, Activity, profile, names) load on first use, apart from the entry: a
  // visitor who has not connected needs none of them.
  fetchTokenBalances: intent({
    params: z.strictObject({ force: z.boolean() }),
    deadline: 'quick',
    run: async (core, params) =>
      (await import('./actions/fetchTokenBalances.ts')).fetchTokenBalances(core, params),
  }),
  fetchTransactions: intent({
    params: z.strictObject({ more: z.boolean() }),
    deadline: 'quick',
    run: async (core, params) =>
      (await import('./actions/fetchTransactions.ts')).fetchTransactions(core, params),
  }),
  fetchIdentity: intent({
    params: none,
    deadline: 'quick',
    run: async (core) => (await import('./actions/fetchIdentity.ts')).fetchIdentity(core),
  }),
  resolveName: intent({
    params: z.strictObject({ name: z.string().check(z.minLength(1), z.maxLength(255)) }),
    deadline: 'quick',
    run: async (core, params) => (await import('./actions/resolveName.ts')).resolveName(core, params),
  }),
  fetchNfts: intent({
    params: z.strictObject({ force: z.boolean() }),
    deadline: 'quick',
    run: async (core, params) => (await import('./actions/fetchNfts.ts')).fetchNfts(core, params),
  }),
  fetchNameSuggestions: intent({
    params: z.strictObject({ label: z.string().check(z.maxLength(63)) }),
    deadline: 'quick',
    run: async (core, params) =>
      (await import('./actions/fetchNameSuggestions.ts')).fetchNameSuggestions(core, params),
  }),
  registerAccountName: intent({
    params: z.strictObject({ label: z.string().check(z.maxLength(63)) }),
    deadline: 'consent',
    // The connected wallet signs: in the fallback, the leader's (it holds a WalletConnect session).
    leader: (core) => runsInLeader(core, core.store.getState().activeNamespace),
    // The signature passes the gate as the calling tab's request: the embedded wallet's one confirmation is
    // ApproveTransaction there, with the message it signs.
    run: async (core, { label }, context) =>
      (await import('./actions/registerAccountName.ts')).registerAccountName(core, {
        label,
        gate: gateOf(core, context),
      }),
  }),
  // The send goes out as the transfer its preview built, so both run in the core that holds the wallet.
  prepareSendToken: intent({
    params: sendParams,
    deadline: 'quick',
    leader: activeInLeader,
    run: async (core, params, { tabId }) =>
      (await import('./actions/prepareSendToken.ts')).prepareSendToken(core, { tabId, ...params }),
  }),
  sendToken: intent({
    params: sendTokenParams,
    deadline: 'consent',
    leader: activeInLeader,
    run: async (core, { token, amount, receiverAddress, previewId }, { tabId }) =>
      (await import('./actions/sendToken.ts')).sendToken(core, {
        tabId,
        token,
        amount,
        receiverAddress,
        previewId,
      }),
  }),
  // Swaps (issue 14): each loads its module on first use, so the worker entry carries none of it.
  fetchSwapTokens: intent({
    params: none,
    deadline: 'quick',
    run: async (core) => (await import('./actions/fetchSwapTokens.ts')).fetchSwapTokens(core),
  }),
  fetchSwapQuote: intent({
    params: z.strictObject({
      from: z.string().check(z.maxLength(200)),
      to: z.string().check(z.maxLength(200)),
      amount: z.string().check(z.maxLength(100)),
    }),
    deadline: 'quick',
    // The quote is remembered by the core that will execute it (the leader's where it sends).
    leader: activeInLeader,
    run: async (core, params) => (await import('./actions/fetchSwapQuote.ts')).fetchSwapQuote(core, params),
  }),
  executeSwap: intent({
    params: z.strictObject({ quoteId: z.string().check(z.maxLength(100)) }),
    deadline: 'consent',
    leader: activeInLeader,
    // Approval and swap pass the gate as the calling tab's requests (its allow-list, stack and views).
    run: async (core, { quoteId }, context) =>
      (await import('./actions/executeSwap.ts')).executeSwap(core, {
        quoteId,
        gate: gateOf(core, context),
      }),
  }),
  // On-ramp (issue 15): each loads its module on first use, so the worker entry carries none of it.
  fetchOnrampOptions: intent({
    params: none,
    deadline: 'quick',
    run: async (core) => (await import('./actions/fetchOnrampOptions.ts')).fetchOnrampOptions(core),
  }),
  fetchOnrampQuote: intent({
    params: onrampOrderParams,
    deadline: 'quick',
    run: async (core, params) =>
      (await import('./actions/fetchOnrampQuote.ts')).fetchOnrampQuote(core, params),
  }),
  openOnrampProvider: intent({
    params: z.strictObject({ ...onrampOrderParams.shape, provider: z.enum(ONRAMP_PROVIDER_NAMES) }),
    deadline: 'quick',
    // The core that watches for the delivery refreshes every tab's balance: the leader's in the fallback.
    leader: true,
    run: async (core, params) =>
      (await import('./actions/openOnrampProvider.ts')).openOnrampProvider(core, params),
  }),
  decideRequest: intent({
    params: z.strictObject({
      id: z.string().check(z.minLength(1)),
      approve: z.boolean(),
      acknowledgeWarning: z.optional(z.boolean()),
    }),
    deadline: 'consent',
    run: (core, params, { tabId }) => decideRequest(core, { tabId, ...params }),
  }),
  // E-mail login (issue 13): each step is a page job for the frame of the tab that asked (or of another tab).
  connectEmail: intent({
    params: emailParams,
    deadline: 'consent',
    run: (core, { email }, { tabId }) => connectEmail(core, { tabId, email }),
  }),
  connectDevice: intent({
    params: none,
    deadline: 'consent',
    run: (core, _params, { tabId }) => connectDevice(core, { tabId }),
  }),
  connectOtp: intent({
    params: otpParams,
    deadline: 'consent',
    run: (core, { otp }, { tabId }) => connectOtp(core, { tabId, otp }),
  }),
  // Social login (issue 13): the redirect URI and the connect run in the frame; loaded on first use.
  getSocialRedirectUri: intent({
    params: z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS) }),
    deadline: 'consent',
    run: async (core, { provider }, { tabId }) =>
      (await import('./actions/getSocialRedirectUri.ts')).getSocialRedirectUri(core, { tabId, provider }),
  }),
  connectSocial: intent({
    params: z.strictObject({
      provider: z.enum(SOCIAL_PROVIDERS),
      uri: z.string().check(z.minLength(1), z.maxLength(4096)),
    }),
    deadline: 'consent',
    run: async (core, params, { tabId }) =>
      (await import('./actions/connectSocial.ts')).connectSocial(core, { tabId, ...params }),
  }),
  updateEmail: intent({
    params: emailParams,
    deadline: 'consent',
    run: (core, { email }, { tabId }) => updateEmail(core, { tabId, email }),
  }),
  updateEmailPrimaryOtp: intent({
    params: otpParams,
    deadline: 'consent',
    run: (core, { otp }, { tabId }) => updateEmailPrimaryOtp(core, { tabId, otp }),
  }),
  updateEmailSecondaryOtp: intent({
    params: otpParams,
    deadline: 'consent',
    run: (core, { otp }, { tabId }) => updateEmailSecondaryOtp(core, { tabId, otp }),
  }),
  // Sign-In With X (issue 15): the wallet signs where it runs (the leader's, in the fallback, for WalletConnect);
  // the host's callbacks run in the calling tab. Each loads its module on first use. The signature passes the gate
  // as the calling tab's request: the embedded wallet's one confirmation is ApproveTransaction there.
  signInWithX: intent({
    params: none,
    deadline: 'consent',
    leader: (core) => runsInLeader(core, core.store.getState().activeNamespace),
    run: async (core, _params, context) =>
      (await import('./actions/signInWithX.ts')).signInWithX(core, {
        tabId: context.tabId,
        gate: gateOf(core, context),
      }),
  }),
  declineSignIn: intent({
    params: none,
    deadline: 'consent',
    run: async (core) => (await import('./actions/declineSignIn.ts')).declineSignIn(core, {}),
  }),
  // Analytics (issue 15): a tab's modal opening and closing, with the connected flag as the core knows it (the
  // sender keeps the tab's URL only on this site's origin).
  trackEvent: intent({
    params: z.strictObject({ event: z.enum(TAB_EVENTS), url: z.optional(z.string()) }),
    deadline: 'quick',
    run: async (core, { event, url }) =>
      trackEvent(core, { event, properties: { connected: !!getActiveAccount(core.store.getState()) }, url }),
  }),
  // Error reports of every tab and core: the leader's limiter counts them all in the dedicated-worker fallback.
  reportError: intent({
    params: errorReportSchema,
    deadline: 'quick',
    leader: true,
    // A failed report reports nothing.
    reports: false,
    run: async (core, report) => (await import('./actions/reportError.ts')).reportError(core, report),
  }),
} as const satisfies Record<string, IntentEntry<z.ZodMiniType, unknown>>

export type Intents = typeof INTENTS
export type IntentName = keyof Intents
/** What a tab passes to an intent. */
export type IntentParameters<K extends IntentName> = z.input<Intents[K]['params']>
/** What an intent resolves with. */
export type IntentReturnType<K extends IntentName> = Awaited<ReturnType<Intents[K]['run']>>

/** The intents as a tab calls them: one object parameter each (optional where every field is). */
export type IntentClient = {
  [K in IntentName]: Record<never, never> extends IntentParameters<K>
    ? (params?: IntentParameters<K>) => Promise<IntentReturnType<K>>
    : (params: IntentParameters<K>) => Promise<IntentReturnType<K>>
}

/** The deadline of every intent, in milliseconds, as the core tells a tab when it attaches. */
export function intentDeadlines(): Record<string, number> {
  return Object.fromEntries(
    Object.entries(INTENTS).map(([name, entry]) => [name, DEADLINE_MS[entry.deadline]]),
  )
}
