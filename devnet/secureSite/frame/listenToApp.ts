import {
  appMessageSchema,
  FRAME_PREFIX,
  frameRequests,
  replyTypes,
  requestName,
} from '../../../src/secureFrame/frameMessages.ts'
import type { FrameHandlers } from './createFrameHandlers.ts'
import { FrameRpcError } from './handleRpcRequest.ts'

export type ListenToAppParameters = {
  /** The frame's window (its `message` events) and the parent it answers. */
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  /** The parent's exact origin; replies go only there. */
  parentOrigin: string
  /** A request without a handler is answered with `_ERROR`. */
  handlers: Partial<FrameHandlers>
  version: string
  log?: ((...args: unknown[]) => void) | undefined
}

/**
 * Listens for app requests and answers each once, to the parent's exact origin. A message from another
 * window, from another origin or not in the contract's shape is ignored; a request whose payload fails its
 * schema gets `_ERROR`. Posts FRAME_READY once listening. Returns the unlisten function.
 */
export function listenToApp({
  self,
  parent,
  parentOrigin,
  handlers,
  version,
  log,
}: ListenToAppParameters): () => void {
  const onMessage = (event: Pick<MessageEvent, 'source' | 'origin' | 'data'>) => {
    if (event.source !== parent || event.origin !== parentOrigin) {
      log?.('ignored: not from the parent window and origin', event.origin)
      return
    }
    const message = appMessageSchema.safeParse(event.data)
    const name = message.success ? requestName(message.data.type) : undefined
    if (!message.success || !name) {
      log?.('ignored: not an app request')
      return
    }
    const { id } = message.data
    const { success, error } = replyTypes(name)
    const reply = (type: string, payload: unknown) => parent.postMessage({ type, id, payload }, parentOrigin)
    const payload = frameRequests[name].payload.safeParse(message.data.payload ?? {})
    if (!payload.success) {
      reply(error, { message: `Invalid ${name} payload: ${payload.error.issues[0]?.message ?? 'bad shape'}` })
      return
    }
    log?.('request', name, id)
    // One handler per request type; the cast ties the checked payload to its own handler's parameter.
    const handler = handlers[name] as ((payload: unknown) => Promise<unknown>) | undefined
    if (!handler) {
      reply(error, { message: `${name} is not supported by this frame` })
      return
    }
    handler(payload.data).then(
      (result) => reply(success, result),
      (cause: unknown) => {
        log?.('request failed', name, cause)
        reply(error, {
          message: cause instanceof Error && cause.message ? cause.message.slice(0, 1024) : undefined,
          ...(cause instanceof FrameRpcError ? { code: cause.code } : {}),
        })
      },
    )
  }
  self.addEventListener('message', onMessage)
  parent.postMessage({ type: `${FRAME_PREFIX}FRAME_READY`, payload: { version } }, parentOrigin)
  return () => self.removeEventListener('message', onMessage)
}
