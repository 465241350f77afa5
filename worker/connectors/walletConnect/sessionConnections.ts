import { coreTextOf } from '../../../src/messages/coreText.ts'
import { traitsOf } from '../../../src/namespaces.ts'
import type { Namespace } from '../../../src/types.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from '../../../src/walletConnect.ts'
import { InvalidSessionAccountError, NoSessionAccountError } from '../../../src/walletConnectErrors.ts'
import { setConnected } from '../../actions/setConnected.ts'
import { setDisconnected } from '../../actions/setDisconnected.ts'
import { adapterFor, adapterNamespaces } from '../../chains/adapterFor.ts'
import { type Core, notify } from '../../core.ts'
import type { UniversalProviderInstance } from './loadUniversalProvider.ts'
import {
  pickSessionAccount,
  type SessionAccount,
  sessionAccountsOf,
  type WalletConnectSession,
} from './sessionAccounts.ts'

/** Whether a namespace is connected (or reconnecting) through WalletConnect. */
export function isWalletConnectLive(core: Core, namespace: Namespace): boolean {
  const connection = core.store.getState().connections[namespace]
  return (
    (connection?.status === 'connected' || connection?.status === 'reconnecting') &&
    connection.connectorId === WALLET_CONNECT_CONNECTOR_ID
  )
}

/**
 * The accounts a session gives this site, one per approved namespace that has a chain adapter (which checks
 * them); a namespace whose accounts are all malformed is left out and its error returned, so one bad part never
 * connects garbage nor blocks the rest.
 */
export async function planSession(
  core: Core,
  session: Pick<WalletConnectSession, 'namespaces'>,
): Promise<{ accounts: Map<Namespace, SessionAccount>; errors: InvalidSessionAccountError[] }> {
  const state = core.store.getState()
  const accounts = new Map<Namespace, SessionAccount>()
  const errors: InvalidSessionAccountError[] = []
  for (const namespace of adapterNamespaces()) {
    if (!session.namespaces[namespace]) continue
    const { valid, invalid } = sessionAccountsOf(session, await adapterFor(namespace))
    if (invalid.length > 0) errors.push(new InvalidSessionAccountError({ namespace, accounts: invalid }))
    const current = state.connections[namespace]
    // The chain it is on now, then the active one, then the host's networks in its order.
    const preferred = [
      ...(current && 'caipNetworkId' in current ? [current.caipNetworkId] : []),
      state.activeCaipNetworkId,
      ...state.requestedNetworks,
    ]
    const account = pickSessionAccount(valid, preferred)
    if (account) accounts.set(namespace, account)
  }
  return { accounts, errors }
}

/** What a session gives this site, checked (planSession). */
export type SessionPlan = Awaited<ReturnType<typeof planSession>>

/**
 * The plan's accounts, or NoSessionAccountError when no namespace has a usable one. Malformed accounts are
 * reported in every tab's snackbar either way.
 */
export function assertSessionAccounts(core: Core, session: WalletConnectSession, plan: SessionPlan): void {
  for (const error of plan.errors) notify(core, 'error', coreTextOf(error))
  if (plan.accounts.size > 0) return
  const raw = adapterNamespaces().flatMap((ns) => session.namespaces[ns]?.accounts ?? [])
  throw new NoSessionAccountError(`Session accounts: ${JSON.stringify(raw).slice(0, 200)}`, {
    cause: plan.errors[0],
  })
}

/**
 * Connects every namespace of the plan. The active namespace stays active when the session covers it,
 * else the first approved one (in the adapters' order: eip155, then solana) becomes active; the others connect
 * beside it.
 */
export async function connectSession(
  core: Core,
  provider: UniversalProviderInstance,
  { accounts }: SessionPlan,
) {
  const activeNamespace = core.store.getState().activeNamespace
  const active = accounts.has(activeNamespace) ? activeNamespace : ([...accounts.keys()][0] as Namespace)
  // A namespace a previous session connected but this one does not cover is no longer reachable.
  for (const namespace of adapterNamespaces())
    if (!accounts.has(namespace) && isWalletConnectLive(core, namespace))
      await setDisconnected(core, { namespace })
  // Where the wallet has a current chain, the provider's requests start on the connected account's.
  for (const [namespace, account] of accounts)
    if (traitsOf(namespace).walletSwitchesChain) provider.setDefaultChain(account.caipNetworkId)
  // The others first, beside the active one; the active one last, so it is in front and its balance is read.
  for (const [namespace, account] of accounts)
    if (namespace !== active) await connectAccount(core, namespace, account, false)
  await connectAccount(core, active, accounts.get(active) as SessionAccount, true)
}

/**
 * Sets one namespace's WalletConnect account (after a session event or update); the active namespace
 * stays what it is. Does nothing unless that namespace is connected through WalletConnect.
 */
export async function updateSessionAccount(
  core: Core,
  namespace: Namespace,
  account: SessionAccount,
): Promise<void> {
  if (!isWalletConnectLive(core, namespace)) return
  const current = core.store.getState().connections[namespace]
  if (
    current &&
    'address' in current &&
    current.address === account.address &&
    current.caipNetworkId === account.caipNetworkId
  )
    return
  await connectAccount(core, namespace, account, false)
}

/** Disconnects every namespace connected through WalletConnect (the session ended). */
export async function disconnectSession(core: Core): Promise<void> {
  for (const namespace of adapterNamespaces())
    if (isWalletConnectLive(core, namespace)) await setDisconnected(core, { namespace })
}

function connectAccount(core: Core, namespace: Namespace, account: SessionAccount, activate: boolean) {
  return setConnected(core, {
    namespace,
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    address: account.address,
    chainReference: account.caipNetworkId.slice(namespace.length + 1),
    activate,
  })
}
