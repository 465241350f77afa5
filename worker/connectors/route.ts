import { ConnectorNotFoundError, InvalidIntentParametersError, RpcNotAllowedError } from '../../src/errors.ts'
import { classifyMethod, UNSAFE_METHODS } from '../../src/rpcMethods.ts'
import { type Connector, NAMESPACES, type Namespace, type WalletJob } from '../../src/types.ts'
import { WalletConnectElsewhereError } from '../../src/walletConnectErrors.ts'
import { withTimeout } from '../../src/withTimeout.ts'
import { z } from '../../src/zod.ts'
import type { Core } from '../core.ts'
import type { CoreSync } from '../deps.ts'
import type { ConnectorKind, ConnectorPlacement, WalletConnector } from './connector.ts'
import { embeddedConnector } from './embedded/embeddedConnector.ts'
import { injectedConnector } from './injected/injectedConnector.ts'
import { runInTab, WALLET_CONSENT_TIMEOUT_MS } from './runInTab.ts'
import { walletConnectConnector } from './walletConnect/walletConnectConnector.ts'
import { walletStandardConnector } from './walletStandard/walletStandardConnector.ts'

// The one place that decides where a wallet call runs: in a tab (a page job), in this core, or in the
// dedicated-worker leader's core. Intents the leader alone runs are the intent table's `leader` entries, which
// invokeIntent hands over through `leaderChannel` below.

/** Every connector the core knows, the ones it lists itself first; a new kind is one entry here. */
export const CONNECTORS: readonly WalletConnector[] = [
  walletConnectConnector,
  walletStandardConnector,
  embeddedConnector,
  injectedConnector,
]

/** The leader call that carries a wallet job from a follower's core to the leader's. */
export const LEADER_JOB_CALL = 'walletJob'

/** A follower's way to have the leader's core run a call. */
export type AskLeader = NonNullable<CoreSync['askLeader']>

/**
 * How this core reaches the leader's in the dedicated-worker fallback; undefined when leader work runs here
 * (this core is the leader, or the one core of a SharedWorker).
 */
export function leaderChannel(core: Core): AskLeader | undefined {
  const sync = core.deps.sync
  if (!sync?.askLeader || sync.isLeader()) return undefined
  return sync.askLeader.bind(sync)
}

/**
 * Whether an intent of a follower's core for `namespace` runs in the leader's core: the namespace's wallet is
 * held there (WalletConnect) and, with `method`, the request is one the gate puts on the transaction stack. The
 * leader then runs the whole gate (allow-list, confirmation rule, the 99-request stack, time limits) itself.
 */
export function runsInLeader(core: Core, namespace: Namespace, method?: string): boolean {
  if (!leaderChannel(core)) return false
  const connection = core.store.getState().connections[namespace]
  if (!connection || connection.status === 'disconnected') return false
  if (method !== undefined && classifyMethod(namespace, method) !== 'unsafe') return false
  return placementOf(core, connection.connectorId) === 'leader'
}

/**
 * An intent table `leader` entry for an intent that only works where a connector of `kind` runs (WalletConnect's
 * pairing): in the dedicated-worker fallback the leader's core runs it when that connector runs in the leader.
 */
export function runsWithConnector(kind: ConnectorKind): () => boolean {
  return () => CONNECTORS.some((c) => c.kind === kind && c.placement === 'leader')
}

/** Lets every connector go of what it holds in a core that stops leading (WalletConnect's relay socket). */
export async function releaseConnectors(core: Core): Promise<void> {
  await Promise.all(CONNECTORS.map((c) => c.release?.(core)))
}

/** The connectors listed whatever the tabs announce (the ones the core reaches itself, the e-mail login). */
export function listedConnectors(core: Pick<Core, 'config' | 'store'>): Connector[] {
  const project = core.store.getState().projectConfig
  return CONNECTORS.flatMap((c) => c.listed(core.config, project))
}

/** The connector behind a connector id (a merged connector's members count too); undefined if no list has it. */
export function connectorOf(core: Core, connectorId: string): WalletConnector | undefined {
  for (const c of [...listedConnectors(core), ...core.store.getState().connectors]) {
    // A merged (MULTI_CHAIN) connector takes its first member's id: the member says which kind it is.
    const listed = c.connectors?.find((m) => m.id === connectorId) ?? (c.id === connectorId ? c : undefined)
    if (listed) return CONNECTORS.find((connector) => connector.owns(listed))
  }
  return undefined
}

/**
 * Runs one wallet request where its connector runs: a page connector's in a tab whose bridge has the wallet
 * (the one that asked first), a core connector's here, a leader connector's here or, on a follower of the
 * dedicated-worker fallback, in the leader's core. A wallet no list holds is still tried through the tabs.
 */
export async function routeWalletJob(core: Core, job: WalletJob): Promise<unknown> {
  const connector = connectorOf(core, job.connectorId)
  if (!connector || connector.placement === 'page')
    return runInTab(core, job, connector?.jobTimeoutMs?.(job.method))
  const leader = connector.placement === 'leader' ? leaderChannel(core) : undefined
  if (!leader) return connector.request(core, job)
  if (connector.followerReads?.has(job.method)) throw new WalletConnectElsewhereError()
  return withTimeout(
    leader({ name: LEADER_JOB_CALL, payload: job }),
    WALLET_CONSENT_TIMEOUT_MS,
    `wallet request ${job.method}`,
    core.deps.clock,
  )
}

const UNSAFE_AT_ALL: ReadonlySet<string> = new Set(Object.values(UNSAFE_METHODS).flat())

const jobSchema = z.object({
  tabId: z.optional(z.string()),
  connectorId: z.string().check(z.minLength(1)),
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.unknown()),
  // The cluster a solana_* request is for, as the gate named it.
  chain: z.optional(z.string()),
})

/**
 * Runs, in the leader's core, a job a follower's core handed over; the payload is checked like any message
 * from outside, and only a leader connector's job is taken (a follower cannot reach the leader's tabs).
 */
export async function answerLeaderJob(core: Core, payload: unknown): Promise<unknown> {
  const parsed = jobSchema.safeParse(payload)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    throw new InvalidIntentParametersError(LEADER_JOB_CALL, issue?.message ?? 'invalid', {
      path: issue?.path.join('.') || undefined,
    })
  }
  const job = parsed.data
  const connector = connectorOf(core, job.connectorId)
  if (connector?.placement !== 'leader') throw new ConnectorNotFoundError(job.connectorId)
  // A signature or a send reaches the leader's wallet only as a whole intent (request, sendToken), which passes
  // the gate here: a job is for connecting, switching and leaving, so forwarding one cannot skip the gate.
  const revoke = NAMESPACES.some((ns) => connector.revoke(ns)?.method === job.method)
  if (UNSAFE_AT_ALL.has(job.method) && !revoke) throw new RpcNotAllowedError({ method: job.method })
  return connector.request(core, job)
}

/**
 * Whether the wallet behind a connector id asks the person itself before it signs or sends. A wallet no list
 * holds counts as one without: Walletdock then asks, rather than let a request through unconfirmed.
 */
export function promptsItself(core: Core, connectorId: string): boolean {
  return connectorOf(core, connectorId)?.ownPrompt ?? false
}

/**
 * Whether a stored connection of this connector waits for a tab that has its wallet before it is confirmed;
 * one the core reaches itself is confirmed at once.
 */
export function waitsForTab(core: Core, connectorId: string): boolean {
  return placementOf(core, connectorId) === 'page'
}

/** Whether a tab may report a wallet's events: one that announced it, for a wallet only tabs reach. */
export function speaksFor(core: Core, tabId: string, connectorId: string): boolean {
  if (placementOf(core, connectorId) !== 'page') return false
  return core.tabs.get(tabId)?.providers.has(connectorId) ?? false
}

// A wallet no list holds can only have come from a tab.
function placementOf(core: Core, connectorId: string): ConnectorPlacement {
  return connectorOf(core, connectorId)?.placement ?? 'page'
}
