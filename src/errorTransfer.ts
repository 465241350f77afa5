import { deserializeError, type SerializedError, serializeError } from './errors.ts'

type ThrowHandler = {
  canHandle(value: unknown): boolean
  serialize(value: unknown): [unknown, Transferable[]]
  deserialize(value: unknown): unknown
}

/**
 * Replaces comlink's handler for thrown values so errors cross the worker boundary with their
 * name, code, shortMessage and details (comlink alone keeps only name, message and stack).
 * Both sides must call it with their comlink `transferHandlers`.
 */
export function registerErrorTransfer(handlers: Map<string, unknown>): void {
  const builtIn = handlers.get('throw') as ThrowHandler | undefined
  if (!builtIn) return
  const handler: ThrowHandler = {
    canHandle: (value) => builtIn.canHandle(value),
    serialize: (thrown) => [{ error: serializeError((thrown as { value: unknown }).value) }, []],
    deserialize: (wire) => {
      throw deserializeError((wire as { error: SerializedError }).error)
    },
  }
  handlers.set('throw', handler)
}
