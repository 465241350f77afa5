import { randomUUID } from 'node:crypto'

/** A core's channel to the site whose incoming messages a test holds back, then delivers in the order it picks. */
export type HeldChannel = {
  /** The channel to give the core. */
  channel: BroadcastChannel
  /** Keeps every message for this core from now on until `release`. */
  hold(): void
  /** How many messages are held. */
  held(): number
  /** Delivers the held messages, in arrival order or reversed, and lets later ones through at once. */
  release(options?: { reversed?: boolean }): void
  close(): void
}

/**
 * The channel gives no order between senders; tests make the rare orders with this: the core talks on a channel
 * of its own, relayed to and from the site's, and the relay can hold what comes from the site.
 */
export function createHeldChannel(site: string): HeldChannel {
  const own = `${site}-held-${randomUUID()}`
  const channel = new BroadcastChannel(own)
  const siteSide = new BroadcastChannel(site)
  const coreSide = new BroadcastChannel(own)
  let queue: unknown[] | undefined
  siteSide.addEventListener('message', (event: MessageEvent) => {
    if (queue) queue.push(event.data)
    else coreSide.postMessage(event.data)
  })
  coreSide.addEventListener('message', (event: MessageEvent) => siteSide.postMessage(event.data))
  return {
    channel,
    hold: () => {
      queue ??= []
    },
    held: () => queue?.length ?? 0,
    release: ({ reversed = false } = {}) => {
      const held = queue ?? []
      queue = undefined
      for (const data of reversed ? held.reverse() : held) coreSide.postMessage(data)
    },
    close: () => {
      for (const c of [channel, siteSide, coreSide]) c.close()
    },
  }
}
