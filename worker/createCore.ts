import { configSchema } from '../src/config.ts'
import { configDifference } from '../src/configDifference.ts'
import { DEVELOPER_WARNINGS } from '../src/messages/developerWarnings.ts'
import { findNetwork } from '../src/networks.ts'
import {
  activeNamespaceRecord,
  connectionStatusRecord,
  connectorIdsRecord,
  lastUsedChainRecord,
  recentWalletsRecord,
} from '../src/records.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { Namespace } from '../src/types.ts'
import { cancelPendingSync, scheduleSync } from './actions/syncConnection.ts'
import { restoreEmailLogin } from './connectors/embedded/emailLoginCache.ts'
import { answerLeaderJob, LEADER_JOB_CALL } from './connectors/route.ts'
import { buildCore, type Core, updateState } from './core.ts'
import type { CoreDeps, ForwardedFrom, LeaderCall, SharedPatch } from './deps.ts'
import { watchFollowerTab } from './followerTabs.ts'
import { invokeIntent, LEADER_INTENT_CALL, leaderIntentSchema } from './invokeIntent.ts'
import { loadNetworks } from './networks/loadNetworks.ts'
import { dropNamespaceRequests } from './transactionStack.ts'

export type { Core } from './core.ts'

/** Builds a core from its dependencies and starts restoring what was stored. */
export function createCore(deps: CoreDeps): Core {
  const core = buildCore(deps)
  core.ready = restore(core)
  // Error reports go through the intent table, which decides where they run (the leader's limiter, the fallback).
  core.analytics.route = (params, tabId) =>
    invokeIntent(core, { name: 'reportError', params, context: { tabId } })
  // The project's remote configuration, read once beside the restore: no tab waits for it to open the modal
  // (the features follow in a later snapshot), and a failure leaves the host's options in force.
  void import('./actions/loadProjectConfig.ts').then((m) => m.loadProjectConfig(core)).catch(() => undefined)
  deps.sync?.subscribe((shared) => adoptShared(core, shared))
  // A core that starts beside others asks the leader for the live state instead of trusting storage alone.
  deps.sync?.serve(core.config)
  // While leader, this core runs the WalletConnect calls of the other tabs' cores (it holds the session).
  deps.sync?.answerFollowers?.((call, via) => answerLeaderCall(core, call, via))
  // As a follower, this core's tab confirms the requests it forwarded when the leader's gate asks.
  deps.sync?.onConfirm?.(async (call, outcome) =>
    (await import('./actions/confirmForwarded.ts')).confirmForwarded(core, { call, outcome }),
  )
  // After a deploy: a newer build's core leads; this one lets go of what only the leader runs, and its tabs
  // are told to reload (they keep working through the newer core while it speaks this core's protocol).
  // Taking the lead (the previous leader's tab closed, or this is the newer build), it resumes what only a leader
  // runs.
  // One change at a time, in the order told: a newer build's SharedWorker core often hears 'follows' (its sync
  // settled while the old core still held the lock) and 'leads' moments later. Run side by side, the resumed
  // session came up before the released one had closed, and the close took the new one's socket with it.
  let leadWork = Promise.resolve()
  deps.sync?.onLeadChange?.((leading) => {
    leadWork = leadWork
      .then(async () => {
        if (!leading) await (await import('./actions/releaseLeaderWork.ts')).releaseLeaderWork(core)
        else await (await import('./actions/resumeLeaderWork.ts')).resumeLeaderWork(core)
      })
      // A chunk that failed to load: the next change still runs.
      .catch(() => undefined)
  })
  // In the dedicated-worker fallback each tab's core has its own tab's configuration, but the leader's runs the
  // session: a follower started with another one tells its tabs, as a second tab of a SharedWorker is told.
  const warned = new Set<string>()
  deps.sync?.onLeaderConfig?.((config) => noteLeaderConfig(core, config, warned))
  deps.sync?.onOtherBuild?.((other) => {
    if (!other.newer) return
    updateState(
      core,
      { siteNotice: other.compatible ? 'newerBuild' : 'newerBuildReload' },
      { fromSync: true },
    )
  })
  return core
}

// The leader answers every core's hello with its configuration: each difference is told once.
function noteLeaderConfig(core: Core, config: unknown, warned: Set<string>): void {
  const parsed = configSchema.safeParse(config)
  if (!parsed.success) return
  const differs = configDifference(parsed.data, core.config)
  const warning = differs && DEVELOPER_WARNINGS.configDiffers(differs.options)
  if (warning && !warned.has(warning)) {
    warned.add(warning)
    console.warn(warning)
  }
  const notice = core.store.getState().siteNotice
  // A newer build's notice says more (reload): it stays.
  if (notice === 'newerBuild' || notice === 'newerBuildReload') return
  const siteNotice = differs?.personFacing ? 'configDiffers' : undefined
  if (siteNotice !== notice) updateState(core, { siteNotice }, { fromSync: true })
}

/**
 * Runs a follower core's call here, the leader: a leader-only intent of its tab (whose lock it then waits for, to
 * forget the tab once it is gone), or a connector's request.
 */
function answerLeaderCall(core: Core, call: LeaderCall, via: ForwardedFrom): Promise<unknown> {
  if (call.name === LEADER_JOB_CALL) return answerLeaderJob(core, call.payload)
  if (call.name !== LEADER_INTENT_CALL)
    return Promise.reject(new Error(`The leader does not run "${call.name}"`))
  const { name, params, tabId, lockName } = leaderIntentSchema.parse(call.payload)
  if (lockName) watchFollowerTab(core, tabId, lockName)
  return invokeIntent(core, { name, params, context: { tabId, via }, local: true })
}

/**
 * Takes the fields another core set that are newer than this core's (worker/leaderSync.ts orders them by their
 * stamps, whatever order they arrived in); a live connection there needs no confirmation here.
 */
function adoptShared(core: Core, newer: SharedPatch): void {
  const { connections, ...rest } = newer
  const change: Partial<Snapshot> = rest
  if (connections) change.connections = { ...core.store.getState().connections, ...connections }
  updateState(core, change, { fromSync: true })
  for (const [ns, connection] of Object.entries(connections ?? {}) as [Namespace, { status: string }][]) {
    if (connection.status === 'connected' || connection.status === 'reconnecting') cancelPendingSync(core, ns)
    // Another tab's core disconnected it: the requests this core holds for it can no longer reach a wallet (4900),
    // as setDisconnected refuses its own.
    if (connection.status === 'disconnected') dropNamespaceRequests(core, ns)
  }
}

/** Stored as connected means connecting until the wallet confirms (spec part 4). */
async function restore(core: Core): Promise<void> {
  const { records } = core
  // Names, currencies and RPC URLs of every network before any tab sees the state (attachTab awaits this).
  const networks = await loadNetworks({ config: core.config })
  const [status, ids, namespace, lastChain, recent] = await Promise.all([
    records.read(connectionStatusRecord),
    records.read(connectorIdsRecord),
    records.read(activeNamespaceRecord),
    records.read(lastUsedChainRecord),
    records.read(recentWalletsRecord),
  ])
  const live = core.store.getState().connections
  const connections: Snapshot['connections'] = { ...live }
  const toConfirm: Namespace[] = []
  for (const [ns, value] of Object.entries(status ?? {}) as [Namespace, string][]) {
    const connectorId = ids?.[ns]
    // The leader's answer may have come first: what it knows is newer than storage.
    if (live[ns] && live[ns]?.status !== 'disconnected') continue
    if (value === 'connected' && connectorId) {
      connections[ns] = { status: 'connecting', connectorId }
      toConfirm.push(ns)
    }
  }
  const requested = core.store.getState().requestedNetworks
  const change: Partial<Snapshot> = { connections, recentWallets: recent ?? [], networks }
  const last = lastChain ? findNetwork(networks, lastChain) : undefined
  if (last && requested.includes(last.caipNetworkId)) {
    change.activeCaipNetworkId = last.caipNetworkId
    change.activeNamespace = last.chainNamespace ?? namespace ?? 'eip155'
  }
  // Restored state is this core's own starting point; the other cores already have theirs.
  updateState(core, change, { fromSync: true })
  await restoreEmailLogin(core)
  // Sessions before any tab attaches (attachTab awaits this): a restored account never flashes a sign-in.
  if (core.config.siwx) await (await import('./siwx/siwxState.ts')).restoreSiwx(core)
  for (const ns of toConfirm) scheduleSync(core, ns)
}
