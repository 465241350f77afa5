/// <reference lib="webworker" />
import * as Comlink from 'comlink'
import { deserializeError } from '../src/deserializeError.ts'
import { registerErrorTransfer } from '../src/errorTransfer.ts'
import { serializeError } from '../src/serializeError.ts'
import { createCoreHost } from './api.ts'
import { systemClock } from './deps.ts'
import { exposePort } from './exposePort.ts'
import { createIdbStore } from './idbStore.ts'

// One core per origin: every tab's port talks to the same API.
registerErrorTransfer(Comlink.transferHandlers as Map<string, unknown>, {
  serialize: serializeError,
  rebuild: deserializeError,
})
const host = createCoreHost({
  clock: systemClock,
  storage: createIdbStore(),
  fetch: (input, init) => fetch(input, init),
  locks: navigator.locks,
})
const scope = self as unknown as SharedWorkerGlobalScope
scope.onconnect = (event) => {
  const port = event.ports[0]
  if (port) exposePort(host.connectPort(), port)
}
