import { BaseError } from './baseError.ts'
import * as classes from './errorClasses.ts'
import { type RebuiltError, rebuildError } from './rebuildError.ts'

// Built on first use: a module-level spread of the namespace would keep every class in any bundle that
// merely reaches this file (a spread may run getters, so bundlers cannot drop it).
let registry: Record<string, new (...args: never[]) => BaseError> | undefined

/**
 * The core's rebuild of an error from the other side (a tab's page job, the dedicated-worker leader):
 * rebuildError, then the class of a known name so core code may use instanceof. The tab uses rebuildError
 * alone, so this registry of every class stays out of the loader.
 */
export function deserializeError(wire: unknown): RebuiltError {
  const error = rebuildError(wire)
  registry ??= { BaseError, ...classes }
  const ctor = Object.hasOwn(registry, error.name) ? registry[error.name] : undefined
  if (ctor) Object.setPrototypeOf(error, ctor.prototype)
  return error
}
