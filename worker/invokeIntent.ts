import { InvalidIntentParametersError, UnknownIntentError } from '../src/errors.ts'
import { withTimeout } from '../src/withTimeout.ts'
import { z } from '../src/zod.ts'
import { reportFailure } from './actions/reportFailure.ts'
import { leaderChannel } from './connectors/route.ts'
import type { Core } from './core.ts'
import { DEADLINE_MS, INTENTS, type IntentContext, type IntentEntry, type IntentName } from './intents.ts'

export type InvokeIntentParameters = {
  name: unknown
  params: unknown
  context: IntentContext
  /** Set when the leader runs a follower's call: it is never handed on again. */
  local?: boolean | undefined
}

export type InvokeIntentReturnType = unknown

export type InvokeIntentErrorType = UnknownIntentError | InvalidIntentParametersError

/** The name of the leader call that carries an intent from a follower's core to the leader's. */
export const LEADER_INTENT_CALL = 'intent'

/** What a follower's core sends the leader's: checked there like any message from outside. */
export const leaderIntentSchema = z.strictObject({
  name: z.string(),
  params: z.unknown(),
  tabId: z.string().check(z.minLength(1)),
  // The Web Lock the tab holds while open: the leader learns from it when the tab is gone (worker/followerTabs.ts).
  lockName: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
})

/**
 * Runs one intent from the table: the name must be one of its own entries, the parameters must match the
 * entry's schema, and leader-only intents go to the leader's core in the dedicated-worker fallback. This is
 * the one place that decides where an intent runs.
 */
export async function invokeIntent(
  core: Core,
  { name, params, context, local = false }: InvokeIntentParameters,
): Promise<InvokeIntentReturnType> {
  const entry = lookup(name)
  const parsed = entry.params.safeParse(params ?? {})
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    throw new InvalidIntentParametersError(String(name), issue?.message ?? 'invalid', {
      path: issue?.path.join('.') || undefined,
      cause: parsed.error,
    })
  }
  const leader = !local && entryRunsInLeader(core, entry, parsed.data) ? leaderChannel(core) : undefined
  if (leader) {
    const call = leader({
      name: LEADER_INTENT_CALL,
      payload: {
        name,
        params: parsed.data,
        tabId: context.tabId,
        lockName: core.tabs.get(context.tabId)?.info.lockName,
      },
    })
    return withTimeout(call, DEADLINE_MS[entry.deadline], `the leader's ${String(name)}`, core.deps.clock)
  }
  try {
    return await entry.run(core, parsed.data, context)
  } catch (error) {
    // Errors of the core's actions are reported and rethrown (spec part 8), save an entry's that says not.
    if (entry.reports !== false) reportFailure(core, { error, tabId: context.tabId })
    throw error
  }
}

// An entry's `leader`: always, never, or as its function says for these parameters.
function entryRunsInLeader(core: Core, entry: IntentEntry, params: unknown): boolean {
  return typeof entry.leader === 'function' ? entry.leader(core, params) : entry.leader === true
}

function lookup(name: unknown): IntentEntry {
  if (typeof name !== 'string' || !Object.hasOwn(INTENTS, name)) throw new UnknownIntentError(String(name))
  return INTENTS[name as IntentName] as IntentEntry
}
