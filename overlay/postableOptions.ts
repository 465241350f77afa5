/**
 * The host's options as they may be posted to the core: a copy without function values (callbacks, such as
 * SIWX's, stay in the tab; posting one would throw a DataCloneError). Plain objects and arrays are copied
 * deeply; any other value is kept as it is.
 */
export function postableOptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => typeof v !== 'function').map(postableOptions)
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return value
  const copy: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) if (typeof v !== 'function') copy[key] = postableOptions(v)
  return copy
}
