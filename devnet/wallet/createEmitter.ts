/** An EIP-1193 event listener; events carry one value (accounts, a hex chain id, an error). */
export type Listener = (...args: never[]) => void

/** The `on`/`removeListener`/`emit` trio EIP-1193 providers expose (Node EventEmitter style). */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener): void {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event: string, listener: Listener): void {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, value: unknown): void {
      // Copy first: a listener may remove itself while we iterate.
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as (value: unknown) => void)(value)
    },
  }
}
