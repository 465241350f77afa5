/// <reference lib="webworker" />
import * as Comlink from 'comlink'
import { deserializeError } from '../src/deserializeError.ts'
import { registerErrorTransfer } from '../src/errorTransfer.ts'
import { serializeError } from '../src/serializeError.ts'
import { createCoreHost } from './api.ts'
import { awaitContact } from './awaitContact.ts'
import { systemClock } from './deps.ts'
import { exposePort } from './exposePort.ts'
import { createIdbStore } from './idbStore.ts'
import { createLazySync } from './lazySync.ts'

// One core per origin and build: every tab's port talks to the same API.
registerErrorTransfer(Comlink.transferHandlers as Map<string, unknown>, {
  serialize: serializeError,
  rebuild: deserializeError,
})
const storage = createIdbStore()
const channel = new BroadcastChannel('walletdock-sync')
const host = createCoreHost({
  clock: systemClock,
  storage,
  fetch: (input, init) => fetch(input, init),
  locks: navigator.locks,
  // Alone, this core leads. After a deploy, old tabs' SharedWorker (the old build's script URL) and the new one
  // run side by side: over this channel only one of them, the newer, drives the session, the relay socket and
  // the balance poll; the other follows it, as the dedicated-worker fallback's cores do.
  // Its code loads only once another core shows itself: until then this core holds the leader's lock alone.
  sync: createLazySync(async () => {
    const contact = await awaitContact({ locks: navigator.locks, channel })
    const [{ createLeaderSync }, { loadSyncKey }] = await Promise.all([
      import('./leaderSync.ts'),
      import('./syncKey.ts'),
    ]).catch((error: unknown) => {
      // The sync's code cannot be fetched (this build's files gone after a deploy): the other core may lead.
      contact.release?.()
      throw error
    })
    return createLeaderSync({
      locks: navigator.locks,
      channel,
      key: loadSyncKey({ storage, locks: navigator.locks }),
      build: __WALLETDOCK_BUILD__,
      heldLead: contact.release,
      earlier: contact.handOver(),
    })
  }),
})
const scope = self as unknown as SharedWorkerGlobalScope
scope.onconnect = (event) => {
  const port = event.ports[0]
  if (port) exposePort(host.connectPort(), port)
}
