import { z } from 'zod'

// Topics are hex SHA-256 digests (pairing and session topics alike).
const topic = z.string().regex(/^[0-9a-f]{64}$/, 'topic must be 64 hex characters')
const message = z.string().min(1, 'message must not be empty')
const ttl = z.number().int().positive().max(2_592_000)

/** Parameters of every method the relay serves, as the WalletConnect clients send them. */
export const relayParams = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics: z.array(topic).min(1).max(500) }),
  irn_unsubscribe: z.object({ topic, id: z.string().optional() }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z.array(z.object({ topic, id: z.string().optional() })).min(1),
  }),
  irn_publish: z.object({
    topic,
    message,
    ttl,
    tag: z.number().int().nonnegative().default(0),
    prompt: z.boolean().optional(),
  }),
  irn_batchFetchMessages: z.object({ topics: z.array(topic).min(1) }),
  wc_proposeSession: z.object({ pairingTopic: topic, sessionProposal: message, ttl: ttl.optional() }),
  wc_approveSession: z.object({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl: ttl.optional(),
  }),
} as const

/** A method the relay serves. */
export type RelayMethod = keyof typeof relayParams

/** Tags the relay itself gives the messages of wc_proposeSession and wc_approveSession. */
export const SESSION_TAGS = { proposal: 1100, proposalResponse: 1101, settleRequest: 1102 } as const

/** TTL of proposal and approval messages when the client gives none (5 minutes). */
export const SESSION_MESSAGE_TTL_SECONDS = 300

export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(relayParams, method)
}

/** A validated request: the method with its parameters. */
export type RelayCall = {
  [M in RelayMethod]: { method: M; params: z.output<(typeof relayParams)[M]> }
}[RelayMethod]

/** Checks a request's parameters against its method's schema; the first problem on failure. */
export function parseRelayCall(
  method: RelayMethod,
  params: unknown,
): { ok: true; call: RelayCall } | { ok: false; issue: string } {
  const parsed = relayParams[method].safeParse(params)
  if (!parsed.success) return { ok: false, issue: parsed.error.issues[0]?.message ?? 'invalid' }
  // The schema was picked by `method`, so the parsed value belongs to that same method.
  return { ok: true, call: { method, params: parsed.data } as RelayCall }
}
