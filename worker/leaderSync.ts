import { type BuildInfo, isNewerBuild, UNBUNDLED_BUILD } from '../src/build.ts'
import { deserializeError, LeaderGoneError, serializeError, TimeoutError } from '../src/errors.ts'
import { SYNC_WARNINGS, type SyncDropReason } from '../src/messages/syncWarnings.ts'
import { fieldsOf, isNewer, SHARED_FIELDS, type SharedField, type Stamp } from '../src/stateStamps.ts'
import {
  SYNC_PROTOCOL,
  type SyncMessage,
  signedPart,
  syncEnvelopeSchema,
  syncMessageSchema,
} from '../src/syncMessages.ts'
import { NAMESPACES } from '../src/types.ts'
import {
  type Clock,
  type CoreSync,
  type ForwardedFrom,
  type LeaderCall,
  type OtherBuild,
  type SharedPatch,
  type SharedState,
  systemClock,
} from './deps.ts'
import { LEADER_LOCK } from './leaderLock.ts'

/** Longest a follower waits for the leader's answer: the longest intent deadline (a consent), and a margin. */
export const LEADER_CALL_MAX_MS = 310_000

/** Dropped messages a core reports in the console before it goes quiet about them. */
export const SYNC_WARNINGS_MAX = 100

export type CreateLeaderSyncParameters = {
  locks: Pick<LockManager, 'request'>
  channel: BroadcastChannel
  /** The site's sync key (worker/syncKey.ts): messages are signed with it, and unsigned ones dropped. */
  key: CryptoKey | Promise<CryptoKey>
  clock?: Clock | undefined
  /** Where a dropped message is reported (the console by default). */
  warn?: ((message: string) => void) | undefined
  /** This core's id on the channel (random by default). */
  id?: string | undefined
  /** This core's build (the worker entries pass the one vite.config.ts defines); a newer build's core leads. */
  build?: BuildInfo | undefined
  /** This core's protocol; only tests set another, to stand for a build that speaks a different one. */
  protocol?: number | undefined
  /**
   * The leader's lock, already held by this core (worker/awaitContact.ts: a SharedWorker's core alone until another
   * core showed itself): lets go of it. This core leads from the start instead of asking for the lock.
   */
  heldLead?: (() => void) | undefined
  /** Messages the channel carried before this sync listened (worker/awaitContact.ts), oldest first. */
  earlier?: unknown[] | undefined
}

type PendingAsk = {
  to: string | null
  call: LeaderCall
  settle(outcome: { ok: true; value: unknown } | { ok: false; error: unknown }): void
  outcome: Promise<unknown>
  confirmAsked: boolean
}

const encoder = new TextEncoder()

/**
 * Leader election with a Web Lock and state sharing over a BroadcastChannel, for the dedicated-worker fallback.
 * Any script of the site may post on the channel, so every message is signed with the site's sync key and
 * checked in full (src/syncMessages.ts); one that is unsigned, malformed, or that answers a question this core
 * did not ask (or comes from another core than the one asked) is dropped with a console warning, never applied.
 * Only the leader answers calls, and it answers each to the core that asked.
 */
export function createLeaderSync({
  locks,
  channel,
  key,
  clock = systemClock,
  warn = (message) => console.warn(message),
  id = crypto.randomUUID(),
  build = UNBUNDLED_BUILD,
  protocol = SYNC_PROTOCOL,
  heldLead,
  earlier = [],
}: CreateLeaderSyncParameters): CoreSync {
  let leader = false
  let releaseLead: (() => void) | undefined
  const leadListeners = new Set<(leading: boolean) => void>()
  const buildListeners = new Set<(other: OtherBuild) => void>()
  const builds = new Map<string, OtherBuild>()
  let warnings = 0
  let leaderId: string | null = null
  let serving = false
  let config: unknown
  const configListeners = new Set<(config: unknown) => void>()
  let answer: ((call: LeaderCall, via: ForwardedFrom) => Promise<unknown>) | undefined
  let confirm: ((call: LeaderCall, outcome: Promise<unknown>) => Promise<boolean>) | undefined
  const listeners = new Set<(newer: SharedPatch) => void>()
  // Every shared field this core set or took from another, with its stamp: what it answers a hello with, and
  // what a field arriving later must be newer than (the channel does not keep order between cores).
  const held = new Map<SharedField, { value: unknown; stamp: Stamp }>()
  let lastStamp = 0
  const asks = new Map<string, PendingAsk>()
  const questions = new Map<string, { to: string; resolve(approve: boolean): void }>()
  // Signing and checking are asynchronous: chains keep messages in the order they were sent and received.
  let outbox = Promise.resolve()
  let inbox = Promise.resolve()

  const send = (message: SyncMessage) => {
    outbox = outbox.then(async () => {
      try {
        const envelope = { walletdock: protocol, build, body: JSON.stringify(message) }
        const mac = await crypto.subtle.sign('HMAC', await key, encoder.encode(signedPart(envelope)))
        channel.postMessage({ ...envelope, mac: await hexOf(new Uint8Array(mac)) })
      } catch {
        // A value JSON cannot carry, or a closed channel (this worker is ending): nothing is sent.
      }
    })
  }
  const stamp = (): Stamp => {
    lastStamp = Math.max(Math.trunc(clock.now()), lastStamp + 1)
    return { at: lastStamp, by: id }
  }
  const sendState = (fields: SharedField[], withConfig: boolean) => {
    const state: SharedPatch = {}
    const stamps: Partial<Record<SharedField, Stamp>> = {}
    for (const field of fields) {
      const entry = held.get(field)
      if (!entry) continue
      setField(state, field, entry.value)
      stamps[field] = entry.stamp
    }
    send({ kind: 'state', from: id, leader, state, stamps, ...(withConfig ? { config } : {}) })
  }
  // The fields of a state message that are newer than what this core holds; the others are older news.
  const takeNewer = (message: Extract<SyncMessage, { kind: 'state' }>): SharedPatch | undefined => {
    const newer: SharedPatch = {}
    let any = false
    for (const field of fieldsOf(message.state)) {
      const at = message.stamps[field]
      if (!at) continue
      lastStamp = Math.max(lastStamp, at.at)
      if (!isNewer(at, held.get(field)?.stamp)) continue
      const value = getField(message.state, field)
      held.set(field, { value, stamp: at })
      setField(newer, field, value)
      any = true
    }
    return any ? newer : undefined
  }

  const drop = (reason: SyncDropReason, detail?: string) => {
    warnings += 1
    if (warnings <= SYNC_WARNINGS_MAX) warn(SYNC_WARNINGS.dropped(reason, detail))
    if (warnings === SYNC_WARNINGS_MAX + 1) warn(SYNC_WARNINGS.dropsCapped)
  }

  const receive = async (data: unknown): Promise<void> => {
    const envelope = syncEnvelopeSchema.safeParse(data)
    if (!envelope.success) return drop('malformed')
    const { body, mac } = envelope.data
    const signed = await crypto.subtle.verify(
      'HMAC',
      await key,
      await bytesOf(mac),
      encoder.encode(signedPart(envelope.data)),
    )
    if (!signed) return drop('unsigned')
    if (envelope.data.build.id !== build.id)
      meetBuild(envelope.data.build, envelope.data.walletdock === protocol)
    // Another protocol's messages cannot be read; that build was noted above.
    if (envelope.data.walletdock !== protocol) return
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return drop('invalid', 'not JSON')
    }
    const parsed = syncMessageSchema.safeParse(json)
    if (!parsed.success) {
      const [issue] = parsed.error.issues
      return drop('invalid', issue && `${issue.path.join('.')}: ${issue.message}`)
    }
    handle(parsed.data)
  }

  const handle = (message: SyncMessage): void => {
    if (message.from === id) return
    switch (message.kind) {
      case 'hello':
        if (leader && serving) sendState([...held.keys()], true)
        return
      case 'lead':
        followLeader(message.from)
        if (message.config !== undefined) for (const listener of configListeners) listener(message.config)
        return
      case 'state': {
        // The leader's state says who leads to a core that started after it took the lock.
        if (message.leader && !leader) leaderId = message.from
        const newer = takeNewer(message)
        if (newer) for (const listener of listeners) listener(newer)
        if (message.leader && !leader && message.config !== undefined)
          for (const listener of configListeners) listener(message.config)
        return
      }
      case 'ask':
        if (!leader || !answer || (message.to !== null && message.to !== id)) return
        answerAsk(message, answer)
        return
      case 'answer': {
        if (message.to !== id) return
        const pending = expected(asks.get(message.id), message.from)
        if (!pending) return
        asks.delete(message.id)
        pending.settle(
          message.ok
            ? { ok: true, value: message.value }
            : { ok: false, error: deserializeError(message.error) },
        )
        return
      }
      case 'confirm': {
        if (message.to !== id) return
        const pending = expected(asks.get(message.ask), message.from)
        if (!pending) return
        // One confirmation per forwarded request: a second question about it is not asked honestly.
        if (pending.confirmAsked || !confirm) {
          drop('unasked', 'a second confirmation')
          return
        }
        pending.confirmAsked = true
        const reply = (approve: boolean) =>
          send({ kind: 'decision', from: id, to: message.from, id: message.id, approve })
        confirm(pending.call, pending.outcome).then(reply, () => reply(false))
        return
      }
      case 'decision': {
        if (message.to !== id) return
        const question = questions.get(message.id)
        if (!question || question.to !== message.from) {
          drop(question ? 'wrongSender' : 'unasked')
          return
        }
        questions.delete(message.id)
        question.resolve(message.approve)
        return
      }
    }
  }

  // An answer or a question about a call counts only for a call this core made, from the core it asked.
  const expected = (pending: PendingAsk | undefined, from: string): PendingAsk | undefined => {
    if (!pending) return void drop('unasked')
    const asked = pending.to ?? leaderId
    if (asked !== null && asked !== from) return void drop('wrongSender')
    return pending
  }

  // A core took the leader's lock: calls made to another core will never be answered. One made before any
  // leader was known went to whoever held the lock when it arrived: the new leader's answer is awaited.
  const followLeader = (from: string) => {
    leaderId = from
    for (const [askId, pending] of asks) {
      if (pending.to === null && from === id && answer) {
        // Asked before this core knew it leads (its lock was not granted yet): it answers itself.
        asks.delete(askId)
        answer(pending.call, { core: id, ask: askId }).then(
          (value) => pending.settle({ ok: true, value }),
          (error: unknown) => pending.settle({ ok: false, error }),
        )
      } else if (pending.to === null) pending.to = from
      else if (pending.to !== from) {
        asks.delete(askId)
        pending.settle({ ok: false, error: new LeaderGoneError() })
      }
    }
  }

  const answerAsk = (message: Extract<SyncMessage, { kind: 'ask' }>, run: NonNullable<typeof answer>) => {
    const reply = { kind: 'answer', from: id, to: message.from, id: message.id } as const
    run({ name: message.name, payload: message.payload }, { core: message.from, ask: message.id }).then(
      (value) => send({ ...reply, ok: true, value }),
      (error: unknown) => send({ ...reply, ok: false, error: serializeError(error) }),
    )
  }

  // Another build's core (after a deploy): told once. A newer one takes over: this core, if it leads, lets go of
  // the lock (the newer core waits for it) and asks for it again behind it.
  const meetBuild = (other: BuildInfo, compatible: boolean) => {
    if (builds.has(other.id)) return
    const met: OtherBuild = { build: other, compatible, newer: isNewerBuild(other, build) }
    builds.set(other.id, met)
    if (met.newer) warn(SYNC_WARNINGS.newerBuild(other.id, compatible))
    for (const listener of buildListeners) listener(met)
    if (met.newer && leader) stepDown()
  }
  const stepDown = () => {
    leader = false
    leaderId = null
    releaseLead?.()
    for (const listener of leadListeners) listener(false)
    requestLead()
    // As a follower now: the new leader's state, from the core that drives the session.
    send({ kind: 'hello', from: id })
  }
  const takeLead = (release: () => void) => {
    leader = true
    releaseLead = release
    followLeader(id)
    send({ kind: 'lead', from: id, config })
    for (const listener of leadListeners) listener(true)
  }
  const requestLead = () =>
    void locks.request(LEADER_LOCK, () => {
      // A newer build met while this core waited: it leads, not this one.
      if ([...builds.values()].some((b) => b.newer)) return Promise.resolve()
      // Held until this worker ends or a newer build's core comes; then the next core takes over.
      return new Promise<void>((release) => takeLead(release))
    })

  const take = (data: unknown) => {
    inbox = inbox.then(() => receive(data)).catch(() => undefined)
  }
  for (const data of earlier) take(data)
  channel.addEventListener('message', (event: MessageEvent) => take(event.data))
  if (heldLead) takeLead(heldLead)
  else requestLead()

  return {
    isLeader: () => leader,
    publish: (next, previous) => {
      const changed = previous ? sharedChanges(previous, next) : next
      const fields = fieldsOf(changed).filter((f) => getField(changed, f) !== undefined)
      if (fields.length === 0) return
      // One change, one stamp for all its fields.
      const at = stamp()
      for (const field of fields) held.set(field, { value: getField(changed, field), stamp: at })
      sendState(fields, false)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    serve: (own) => {
      serving = true
      config = own
      send({ kind: 'hello', from: id })
    },
    askLeader: (call) =>
      new Promise((resolve, reject) => {
        const askId = crypto.randomUUID()
        // This core took the lead since the caller decided to ask: it runs the call itself.
        if (leader && answer) return void answer(call, { core: id, ask: askId }).then(resolve, reject)
        let resolveOutcome!: (value: unknown) => void
        let rejectOutcome!: (error: unknown) => void
        const outcome = new Promise<unknown>((res, rej) => {
          resolveOutcome = res
          rejectOutcome = rej
        })
        outcome.catch(() => undefined)
        const timer = clock.setTimeout(() => {
          if (!asks.delete(askId)) return
          const error = new TimeoutError(`the leader's ${call.name}`, { ms: LEADER_CALL_MAX_MS })
          rejectOutcome(error)
          reject(error)
        }, LEADER_CALL_MAX_MS)
        asks.set(askId, {
          to: leaderId,
          call,
          outcome,
          confirmAsked: false,
          settle: (result) => {
            clock.clearTimeout(timer)
            if (result.ok) {
              resolveOutcome(result.value)
              resolve(result.value)
            } else {
              rejectOutcome(result.error)
              reject(result.error)
            }
          },
        })
        send({ kind: 'ask', from: id, to: leaderId, id: askId, name: call.name, payload: call.payload })
      }),
    answerFollowers: (handler) => {
      answer = handler
    },
    confirmWithFollower: (via, signal) =>
      new Promise<boolean>((resolve, reject) => {
        const questionId = crypto.randomUUID()
        questions.set(questionId, { to: via.core, resolve })
        signal.addEventListener(
          'abort',
          () => {
            questions.delete(questionId)
            reject(signal.reason)
          },
          { once: true },
        )
        send({ kind: 'confirm', from: id, to: via.core, id: questionId, ask: via.ask })
      }),
    onConfirm: (handler) => {
      confirm = handler
    },
    onLeadChange: (listener) => {
      leadListeners.add(listener)
      // A listener that comes late still learns that this core leads.
      if (leader) listener(true)
    },
    onOtherBuild: (listener) => void buildListeners.add(listener),
    onLeaderConfig: (listener) => void configListeners.add(listener),
  }
}

function getField(patch: SharedPatch, field: SharedField): unknown {
  if (field.startsWith('connections.')) {
    const ns = field.slice('connections.'.length) as keyof NonNullable<SharedPatch['connections']>
    return patch.connections?.[ns]
  }
  return patch[field as Exclude<keyof SharedPatch, 'connections'>]
}

function setField(patch: SharedPatch, field: SharedField, value: unknown): void {
  if (field.startsWith('connections.')) {
    const ns = field.slice('connections.'.length)
    patch.connections = { ...patch.connections, [ns]: value }
    return
  }
  Object.assign(patch, { [field]: value })
}

// The MAC's hex: the platform's own Uint8Array hex methods where it has them, noble's helpers (a chunk) elsewhere.
// Not viem's: they bring its error classes, a chunk every SharedWorker fetched at start only for this.
type HexUint8Array = Uint8Array & { toHex?(): string }
type HexUint8ArrayConstructor = typeof Uint8Array & { fromHex?(hex: string): Uint8Array<ArrayBuffer> }

async function hexOf(bytes: HexUint8Array): Promise<string> {
  if (typeof bytes.toHex === 'function') return bytes.toHex()
  return (await import('@noble/hashes/utils')).bytesToHex(bytes)
}

async function bytesOf(hex: string): Promise<Uint8Array<ArrayBuffer>> {
  const native = (Uint8Array as HexUint8ArrayConstructor).fromHex
  if (typeof native === 'function') return native.call(Uint8Array, hex)
  return new Uint8Array((await import('@noble/hashes/utils')).hexToBytes(hex))
}

/**
 * The shared fields a change set, each namespace's connection apart: only these are stamped and sent, so a field
 * this core merely holds (restored from storage, or taken from another core) never goes out as its news.
 */
export function sharedChanges(previous: SharedState, next: SharedPatch): SharedPatch {
  const changed: SharedPatch = {}
  for (const field of SHARED_FIELDS)
    if (next[field] !== previous[field] && next[field] !== undefined)
      Object.assign(changed, { [field]: next[field] })
  for (const ns of NAMESPACES) {
    const connection = next.connections?.[ns]
    if (connection !== undefined && connection !== previous.connections[ns])
      changed.connections = { ...changed.connections, [ns]: connection }
  }
  return changed
}
