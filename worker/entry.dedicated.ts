/// <reference lib="webworker" />
import * as Comlink from 'comlink'
import { deserializeError } from '../src/deserializeError.ts'
import { registerErrorTransfer } from '../src/errorTransfer.ts'
import { serializeError } from '../src/serializeError.ts'
import { createCoreHost } from './api.ts'
import { systemClock } from './deps.ts'
import { exposePort } from './exposePort.ts'
import { createIdbStore } from './idbStore.ts'
import { createLeaderSync } from './leaderSync.ts'
import { loadSyncKey } from './syncKey.ts'

// Fallback where SharedWorker is missing: each tab runs its own core; one leader polls, the others follow.
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
  sync: createLeaderSync({
    locks: navigator.locks,
    channel: new BroadcastChannel('walletdock-sync'),
    key: loadSyncKey({ storage, locks: navigator.locks }),
    build: __WALLETDOCK_BUILD__,
  }),
})
exposePort(host.connectPort(), self as unknown as Worker)
