/** A message waiting on a topic until its TTL runs out. */
export type MailboxMessage = {
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** Client (did:key) that published it; it is never delivered back to its sender. */
  sender: string
  /** Clients that acknowledged it. */
  ackedBy: Set<string>
}

export type PutParameters = {
  topic: string
  message: string
  tag: number
  ttlSeconds: number
  sender: string
}

/**
 * Per-topic mailbox: a published message waits until its TTL ends, and every subscribed client
 * other than its sender gets it until that client acknowledges it. A later subscriber (the dapp
 * subscribes to the session topic only after reading the approval) still finds it.
 */
export function createMailbox(now: () => number) {
  const topics = new Map<string, MailboxMessage[]>()
  const live = (m: MailboxMessage) => m.expiresAt > now()

  return {
    /** Stores a message; publishing the same message again on the same topic (a client retry) stores it once. */
    put({ topic, message, tag, ttlSeconds, sender }: PutParameters): MailboxMessage {
      const list = (topics.get(topic) ?? []).filter(live)
      const existing = list.find((m) => m.message === message)
      if (existing) return existing
      const stored: MailboxMessage = {
        topic,
        message,
        tag,
        publishedAt: now(),
        expiresAt: now() + ttlSeconds * 1000,
        sender,
        ackedBy: new Set(),
      }
      topics.set(topic, [...list, stored])
      return stored
    },
    /** Messages on `topic` that `client` has not acknowledged yet, oldest first. */
    waitingFor(topic: string, client: string): MailboxMessage[] {
      return (topics.get(topic) ?? []).filter((m) => live(m) && m.sender !== client && !m.ackedBy.has(client))
    },
    acknowledge(message: MailboxMessage, client: string): void {
      message.ackedBy.add(client)
    },
    /** Drops expired messages; returns how many are left. */
    sweep(): number {
      let left = 0
      for (const [topic, list] of topics) {
        const kept = list.filter(live)
        if (kept.length) topics.set(topic, kept)
        else topics.delete(topic)
        left += kept.length
      }
      return left
    },
  }
}

export type Mailbox = ReturnType<typeof createMailbox>
