import { BaseError } from './baseError.ts'
import type * as errorClasses from './errorClasses.ts'
import type * as nameErrors from './nameErrors.ts'
import type * as onrampErrors from './onrampErrors.ts'
import type * as frameErrors from './secureFrame/frameErrors.ts'
import type * as sendErrors from './sendErrors.ts'
import { MAX_CAUSE_DEPTH, type SerializedError, STANDARD_KEYS } from './serializeError.ts'
import type * as siwxErrors from './siwxErrors.ts'
import type * as solanaRpcReplies from './solanaRpcReplies.ts'
import type * as swapErrors from './swapErrors.ts'
import type * as walletConnectErrors from './walletConnectErrors.ts'
import type * as walletReplies from './walletReplies.ts'

// The modules that hold the core's error classes, each exported under its own `name` (rebuildError.test.ts).
type ErrorModules = typeof errorClasses &
  typeof frameErrors &
  typeof nameErrors &
  typeof onrampErrors &
  typeof sendErrors &
  typeof siwxErrors &
  typeof solanaRpcReplies &
  typeof swapErrors &
  typeof walletConnectErrors &
  typeof walletReplies
type ClassNames<M> = {
  [K in keyof M]: M[K] extends abstract new (...args: never) => BaseError ? K : never
}[keyof M] &
  string

/**
 * The names a core error can have in the tab: its class's, or the one serializeError or rebuildError gives what
 * is not a class of ours (an EIP-1193 error object, a string, a zod issue, an unreadable reply). Type only, so a
 * misspelt name in a tab's comparison fails typecheck. A foreign Error a wallet threw keeps its own name at run
 * time, which no tab code compares with.
 */
export type CoreErrorName =
  | ClassNames<ErrorModules>
  | 'BaseError'
  | 'Error'
  | 'UnknownError'
  | 'ZodError'
  | 'InvalidErrorReplyError'

/**
 * The one error class the tab rebuilds every core error as: a BaseError whose `name` is the original
 * class's. Tab code tells errors apart by `name` and `code`, never with instanceof, so the loader carries
 * no registry of every error class.
 */
export type RebuiltError = Omit<BaseError, 'name'> & { name: CoreErrorName; data?: unknown }

/** Whatever a tab caught, read as a rebuilt error might be: `(error as CaughtError)?.name === 'TimeoutError'`. */
export type CaughtError = Partial<RebuiltError> | null | undefined

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
  const error: BaseError & { data?: unknown } = new BaseError(s.shortMessage, {
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
  // The name is the wire's as it came: CoreErrorName is every one the core gives.
  return error as RebuiltError
}
