// The public error module: everything tab and core code needs about errors, from one import.
export { BaseError, type BaseErrorParameters, causeChain, walkCauses } from './baseError.ts'
export { deserializeError } from './deserializeError.ts'
export * from './errorClasses.ts'
export { getErrorMessage, isUserRejection } from './errorMessage.ts'
export {
  type CaughtError,
  type CoreErrorName,
  isSerializedError,
  type RebuiltError,
  rebuildError,
} from './rebuildError.ts'
export { type SerializedError, serializeError } from './serializeError.ts'
