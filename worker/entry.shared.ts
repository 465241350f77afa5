/// <reference lib="webworker" />
import * as Comlink from 'comlink'
import { deserializeError } from '../src/deserializeError.ts'
import { registerErrorTransfer } from '../src/errorTransfer.ts'
import { serializeError } from '../src/serializeError.ts'
import { createCoreHost } from './api.ts'
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
const host = createCoreHost({
  clock: systemClock,
  storage,
  fetch: (input, init) => fetch(input, init),
  locks: navigator.locks,
  // Alone, this core leads. After a deploy, old tabs' SharedWorker (the old build's script URL) and the new one
  // run side by side: over this channel only one of them, the newer, drives the session, the relay socket and
  // the balance poll; the other follows it, as the dedicated-worker fallback's cores do.
  sync: createLazySync(async () =>
    (await import('./leaderSync.ts')).createLeaderSync({
      locks: navigator.locks,
      channel: new BroadcastChannel('walletdock-sync'),
      key: (await import('./syncKey.ts')).loadSyncKey({ storage, locks: navigator.locks }),
      build: __WALLETDOCK_BUILD__,
    }),
  ),
})
const scope = self as unknown as SharedWorkerGlobalScope
scope.onconnect = (event) => {
  const port = event.ports[0]
  if (port) exposePort(host.connectPort(), port)
}
