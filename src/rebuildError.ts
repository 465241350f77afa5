import { BaseError } from './baseError.ts'
import { MAX_CAUSE_DEPTH, type SerializedError, STANDARD_KEYS } from './serializeError.ts'

/**
 * The one error class the tab rebuilds every core error as: a BaseError whose `name` is the original
 * class's. Tab code tells errors apart by `name` and `code`, never with instanceof, so the loader carries
 * no registry of every error class.
 */
export type RebuiltError = BaseError & { data?: unknown }

const isString = (value: unknown): value is string => typeof value === 'string'
const isOptional = <T>(value: unknown, check: (v: unknown) => v is T) => value === undefined || check(value)
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString)
const isPrimitive = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
const isMeta = (value: unknown): value is Record<string, string | number | boolean> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(isPrimitive)
const isCode = (value: unknown): value is number => Number.isInteger(value)

/**
 * Whether a value from the other side of the boundary is a SerializedError (plain checks: the loader
 * carries no zod). A cause nested deeper than serializeError writes is refused too.
 */
export function isSerializedError(value: unknown, depth = 0): value is SerializedError {
  if (typeof value !== 'object' || value === null || depth > MAX_CAUSE_DEPTH) return false
  const s = value as Record<string, unknown>
  return (
    isString(s.name) &&
    isString(s.shortMessage) &&
    isString(s.message) &&
    isOptional(s.code, isCode) &&
    isOptional(s.details, isString) &&
    isOptional(s.metaMessages, isStringArray) &&
    isOptional(s.meta, isMeta) &&
    (s.cause === undefined || isSerializedError(s.cause, depth + 1))
  )
}

/**
 * Rebuilds an error that crossed the worker boundary: `.name`, `.code`, `.shortMessage`, `.details`,
 * `.metaMessages`, `.data`, the typed fields (`status`, `method`, …) and the cause chain match the
 * original. Anything that is not a SerializedError becomes an `InvalidErrorReplyError` saying so.
 */
export function rebuildError(wire: unknown): RebuiltError {
  if (!isSerializedError(wire))
    return rebuild({
      name: 'InvalidErrorReplyError',
      shortMessage: 'The Walletdock core sent an error that could not be read.',
      message: 'The Walletdock core sent an error that could not be read.',
    })
  return rebuild(wire)
}

function rebuild(s: SerializedError): RebuiltError {
  const error: RebuiltError = new BaseError(s.shortMessage, {
    code: s.code,
    details: s.details,
    metaMessages: s.metaMessages,
    cause: s.cause ? rebuild(s.cause) : undefined,
  })
  error.name = s.name
  error.message = s.message
  error.details = s.details
  if (s.data !== undefined) error.data = s.data
  if (s.meta) {
    for (const [key, value] of Object.entries(s.meta))
      if (!STANDARD_KEYS.has(key) && !(key in error)) Object.assign(error, { [key]: value })
  }
  return error
}
