type ThrowHandler = {
  canHandle(value: unknown): boolean
  serialize(value: unknown): [unknown, Transferable[]]
  deserialize(value: unknown): unknown
}

/** How each side turns an error into its wire form and back (src/serializeError.ts, src/rebuildError.ts). */
export type ErrorCodec = { serialize(error: unknown): unknown; rebuild(wire: unknown): Error }

/**
 * Replaces comlink's handler for thrown values so errors cross the worker boundary with their
 * name, code, shortMessage and details (comlink alone keeps only name, message and stack).
 * Both sides must call it with their comlink `transferHandlers`: the tab rebuilds every error as one
 * generic class (rebuildError), the core with its classes (deserializeError).
 */
export function registerErrorTransfer(handlers: Map<string, unknown>, codec: ErrorCodec): void {
  const builtIn = handlers.get('throw') as ThrowHandler | undefined
  if (!builtIn) return
  const handler: ThrowHandler = {
    canHandle: (value) => builtIn.canHandle(value),
    serialize: (thrown) => [{ error: codec.serialize((thrown as { value: unknown }).value) }, []],
    deserialize: (wire) => {
      throw codec.rebuild(
        typeof wire === 'object' && wire !== null ? (wire as { error?: unknown }).error : wire,
      )
    },
  }
  handlers.set('throw', handler)
}
