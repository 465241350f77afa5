/// <reference lib="webworker" />
import * as Comlink from 'comlink'
import { registerErrorTransfer } from '../src/errorTransfer.ts'
import { createCoreApi } from './api.ts'
import { systemClock } from './deps.ts'
import { createIdbStore } from './idbStore.ts'

// One core per origin: every tab's port talks to the same API.
registerErrorTransfer(Comlink.transferHandlers as Map<string, unknown>)
const api = createCoreApi({
  clock: systemClock,
  storage: createIdbStore(),
  fetch: (input, init) => fetch(input, init),
  locks: navigator.locks,
})
const scope = self as unknown as SharedWorkerGlobalScope
scope.onconnect = (event) => {
  const port = event.ports[0]
  if (port) Comlink.expose(api, port)
}
