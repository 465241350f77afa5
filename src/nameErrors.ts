import { BaseError } from './baseError.ts'
import { NAME_MIN_LENGTH } from './constants.ts'

// Account names' errors, thrown only by the name chunks (loaded on first use). Not in errorClasses.ts, whose every
// class the worker entry carries (its registry, src/deserializeError.ts). They cross to the tab by name;
// NameRegistrationError keeps `reason` and `label`.
type WithCause = { cause?: unknown }

/** A name that is not letters, digits and hyphens of at least 4 characters (spec part 5). */
export class InvalidNameError extends BaseError {
  override name = 'InvalidNameError'
  constructor(label: string) {
    super('Invalid name', {
      details: `"${label}": only letters, digits and hyphens, at least ${NAME_MIN_LENGTH} characters`,
    })
  }
}

/** Registering a name with no network to register it on (spec part 8). */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor() {
    super('Network not found')
  }
}

/** Registering a name with no connected address, or no connector to sign with (spec part 8). */
export class AddressNotFoundError extends BaseError {
  override name = 'AddressNotFoundError'
  constructor() {
    super('Address or auth connector not found')
  }
}

/**
 * The name service refused or failed a registration: its first reason when it gave one, else 'Error
 * registering name {name}' (spec part 8). `reason` is the service's text, `label` the name asked for.
 */
export class NameRegistrationError extends BaseError {
  override name = 'NameRegistrationError'
  label: string
  reason: string | undefined
  constructor(label: string, { reason, cause }: { reason?: string | undefined } & WithCause = {}) {
    super(reason || `Error registering name ${label}`, { cause })
    this.label = label
    this.reason = reason || undefined
  }
}

/** Name suggestions could not be read: the service's first reason, else 'Error fetching name suggestions'. */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  constructor({ reason, cause }: { reason?: string | undefined } & WithCause = {}) {
    super(reason || 'Error fetching name suggestions', { cause })
  }
}
