import { tokenBalanceSchema } from '../src/blockchainApiSchemas.ts'
import { deserializeError, serializeError } from '../src/errors.ts'
import { z } from '../src/zod.ts'
import type { CoreSync, LeaderCall, SharedState } from './deps.ts'

const sharedStateSchema = z.object({
  activeNamespace: z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']),
  activeCaipNetworkId: z.string().check(z.regex(/^[^:]+:[^:]+$/)),
  connections: z.record(
    z.string(),
    z.looseObject({ status: z.enum(['disconnected', 'connecting', 'connected', 'reconnecting']) }),
  ),
  balance: z.nullable(
    z.union([
      z.object({ status: z.literal('hidden'), caipAddress: z.string(), symbol: z.nullable(z.string()) }),
      z.object({ status: z.enum(['loading', 'unavailable']), caipAddress: z.string() }),
      z.object({
        status: z.enum(['ready', 'stale']),
        caipAddress: z.string(),
        raw: z.string().check(z.regex(/^\d+$/)),
        decimals: z.int().check(z.gte(0)),
        symbol: z.string(),
        fetchedAt: z.number(),
      }),
    ]),
  ),
  recentWallets: z.array(z.looseObject({ connectorId: z.string(), name: z.string() })),
  unsupportedChain: z.boolean(),
  portfolio: z.nullish(
    z.object({
      caipAddress: z.string(),
      status: z.enum(['ok', 'unavailable', 'unsupported']),
      tokens: z.array(tokenBalanceSchema),
      totalUsd: z.number().check(z.nonnegative()),
      fetchedAt: z.nullable(z.number()),
      stale: z.boolean(),
    }),
  ),
  walletConnect: z.optional(
    z.looseObject({
      status: z.enum(['idle', 'pairing', 'ready', 'failed']),
      attempt: z.optional(z.number()),
    }),
  ),
})

/**
 * Leader election with a Web Lock and state sharing over a BroadcastChannel, for the dedicated-worker
 * fallback. Messages that do not validate are dropped.
 */
export function createLeaderSync({
  locks,
  channel,
}: {
  locks: Pick<LockManager, 'request'>
  channel: BroadcastChannel
}): CoreSync {
  let leader = false
  void locks.request('walletdock-leader', () => {
    leader = true
    // Held until this worker ends; then the next tab's core takes over.
    return new Promise<never>(() => undefined)
  })
  const post = (message: unknown) => {
    try {
      channel.postMessage(message)
    } catch {
      // A closed channel means this worker is ending; nobody is left to tell.
    }
  }
  return {
    isLeader: () => leader,
    publish: (shared) => post({ kind: 'state', state: shared }),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent) => {
        const message = event.data as { kind?: unknown; state?: unknown } | null
        if (message?.kind !== 'state') return
        const parsed = sharedStateSchema.safeParse(message.state)
        if (parsed.success) listener(parsed.data as unknown as SharedState)
      }
      channel.addEventListener('message', onMessage)
      return () => channel.removeEventListener('message', onMessage)
    },
    serve: (current) => {
      channel.addEventListener('message', (event: MessageEvent) => {
        if ((event.data as { kind?: unknown } | null)?.kind === 'hello' && leader)
          post({ kind: 'state', state: current() })
      })
      post({ kind: 'hello' })
    },
    askLeader: (call) =>
      new Promise((resolve, reject) => {
        const id = crypto.randomUUID()
        const onMessage = (event: MessageEvent) => {
          const answer = answerSchema.safeParse(event.data)
          if (!answer.success || answer.data.id !== id) return
          channel.removeEventListener('message', onMessage)
          if (answer.data.ok) resolve(answer.data.value)
          else reject(deserializeError(answer.data.error as never))
        }
        channel.addEventListener('message', onMessage)
        post({ kind: 'ask', id, name: call.name, payload: call.payload })
      }),
    answerFollowers: (handler) => {
      channel.addEventListener('message', (event: MessageEvent) => {
        const ask = askSchema.safeParse(event.data)
        if (!ask.success || !leader) return
        const { id, name, payload } = ask.data
        handler({ name, payload } satisfies LeaderCall).then(
          (value) => post({ kind: 'answer', id, ok: true, value }),
          (error: unknown) => post({ kind: 'answer', id, ok: false, error: serializeError(error) }),
        )
      })
    },
  }
}

// A follower's call for the leader, and the leader's answer (errors cross as serialized errors).
const askSchema = z.object({
  kind: z.literal('ask'),
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  payload: z.unknown(),
})
const answerSchema = z.object({
  kind: z.literal('answer'),
  id: z.string().check(z.minLength(1)),
  ok: z.boolean(),
  value: z.optional(z.unknown()),
  error: z.optional(z.looseObject({ name: z.string(), shortMessage: z.string(), message: z.string() })),
})
