import * as Comlink from 'comlink'
import { UnknownIntentError } from '../src/errors.ts'

type MessageListener = (event: MessageEvent) => void

/** The comlink calls a tab may make: `attach` and `invoke` by name, and releasing its proxy. */
const ENTRY_POINTS = new Set(['attach', 'invoke'])

/** True for a comlink message that calls one of the entry points (or releases the proxy); nothing else passes. */
export function isEntryPointCall(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false
  const { type, path } = data as { type?: unknown; path?: unknown }
  if (type === 'RELEASE') return Array.isArray(path) && path.length === 0
  return (
    type === 'APPLY' &&
    Array.isArray(path) &&
    path.length === 1 &&
    typeof path[0] === 'string' &&
    ENTRY_POINTS.has(path[0])
  )
}

/**
 * Exposes `api` on a port so that only its entry points can be called: comlink alone also answers property
 * reads and writes along any path (`attach.constructor`, `__proto__`, ...), which would let anything holding
 * the port reach past the API. Refused messages are answered with an error, so the caller does not hang.
 */
export function exposePort(api: object, endpoint: Comlink.Endpoint): void {
  const guards = new Map<EventListenerOrEventListenerObject, MessageListener>()
  const guarded: Comlink.Endpoint = {
    postMessage: (message, transfer) => endpoint.postMessage(message, transfer),
    addEventListener(type, listener) {
      const guard: MessageListener = (event) => {
        if (isEntryPointCall(event.data)) {
          if (typeof listener === 'function') listener(event)
          else listener.handleEvent(event)
          return
        }
        refuse(endpoint, event.data)
      }
      guards.set(listener, guard)
      endpoint.addEventListener(type, guard as EventListener)
    },
    removeEventListener(type, listener) {
      const guard = guards.get(listener)
      if (!guard) return
      guards.delete(listener)
      endpoint.removeEventListener(type, guard as EventListener)
    },
  }
  if (endpoint.start) guarded.start = () => endpoint.start?.()
  Comlink.expose(Object.freeze(Object.assign(Object.create(null), api)), guarded)
}

type ThrowHandler = { serialize(value: unknown): [unknown, Transferable[]] }

function refuse(endpoint: Comlink.Endpoint, data: unknown): void {
  if (typeof data !== 'object' || data === null) return
  const { id, path } = data as { id?: unknown; path?: unknown }
  if (typeof id !== 'string') return
  const error = new UnknownIntentError(Array.isArray(path) ? path.map(String).join('.') : String(path))
  const handler = Comlink.transferHandlers.get('throw') as ThrowHandler | undefined
  const [value] = handler?.serialize({ value: error }) ?? [{ message: error.message }]
  // comlink's wire format for a thrown value, answered under the caller's message id.
  endpoint.postMessage({ id, type: 'HANDLER', name: 'throw', value })
}
