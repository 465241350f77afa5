import { type RpcDispatch, stringifyRpc } from './jsonRpc.ts'
import type { SolanaLedger } from './ledger.ts'
import { invalidParams, methodNotFound } from './rpcErrors.ts'
import { parseParams, SUBSCRIPTION_PARAMS } from './rpcParams.ts'

/** A WebSocket client as the hub sees it: something it can send text to. */
export type PubSubClient = { send(text: string): void }

type Subscription = { client: PubSubClient; signature: string; notifyReceived: boolean }

/** The PubSub side of the node: `signatureSubscribe` → `signatureNotification`, and `signatureUnsubscribe`. */
export type SignatureSubscriptions = {
  /** The JSON-RPC dispatch for one client's messages. */
  dispatchFor(client: PubSubClient): RpcDispatch
  /** Drops a client's subscriptions (its socket closed). */
  forget(client: PubSubClient): void
  /** How many subscriptions are open (tests check nothing leaks). */
  count(): number
  close(): void
}

/**
 * Tracks signature subscriptions over the ledger. A notification ends its subscription, as on Solana; a
 * signature that already landed is notified right after the subscription's id, so a client that subscribes
 * late still hears about it.
 */
export function createSignatureSubscriptions(ledger: SolanaLedger): SignatureSubscriptions {
  let nextId = 1
  const subscriptions = new Map<number, Subscription>()

  const notify = (id: number, subscription: Subscription, slot: number, value: unknown) =>
    subscription.client.send(
      stringifyRpc({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { result: { context: { slot }, value }, subscription: id },
      }),
    )

  const stopListening = ledger.onSignature((signature, status) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.signature !== signature) continue
      if (status === 'received') {
        if (subscription.notifyReceived) notify(id, subscription, ledger.slot(), 'receivedSignature')
        continue
      }
      subscriptions.delete(id)
      notify(id, subscription, status.slot, { err: status.err })
    }
  })

  return {
    dispatchFor: (client) => (method, params) => {
      if (method === 'signatureSubscribe') {
        const [signature, config] = parseParams(SUBSCRIPTION_PARAMS.signatureSubscribe, params)
        const id = nextId++
        const subscription = {
          client,
          signature,
          notifyReceived: config?.enableReceivedNotification ?? false,
        }
        subscriptions.set(id, subscription)
        const landed = ledger.getSignatureStatus(signature)
        // After the reply carrying the id is on the wire, so the client can match the notification to it.
        if (landed) {
          queueMicrotask(() => {
            if (!subscriptions.delete(id)) return
            notify(id, subscription, landed.slot, { err: landed.err })
          })
        }
        return id
      }
      if (method === 'signatureUnsubscribe') {
        const [id] = parseParams(SUBSCRIPTION_PARAMS.signatureUnsubscribe, params)
        if (subscriptions.get(id)?.client !== client) throw invalidParams('Invalid subscription id.')
        subscriptions.delete(id)
        return true
      }
      throw methodNotFound()
    },
    forget(client) {
      for (const [id, subscription] of subscriptions)
        if (subscription.client === client) subscriptions.delete(id)
    },
    count: () => subscriptions.size,
    close() {
      stopListening()
      subscriptions.clear()
    },
  }
}
