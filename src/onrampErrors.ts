import { BaseError } from './baseError.ts'

// Only the on-ramp chunks throw these; they cross to the tab by name (the tab rebuilds every error by name).

/** On-ramp is off for this project (remote configuration, basic mode) or no data service is configured. */
export class OnrampUnavailableError extends BaseError {
  override name = 'OnrampUnavailableError'
  constructor() {
    super('Buying crypto is not available here')
  }
}

/** The purchase currency is not sold on the account's network. */
export class OnrampNetworkUnsupportedError extends BaseError {
  override name = 'OnrampNetworkUnsupportedError'
  constructor({ caipNetworkId, currency }: { caipNetworkId: string; currency: string }) {
    super(`${currency} cannot be bought on this network`, { details: `Network: ${caipNetworkId}` })
  }
}

/** The amount is not a number within the payment method's limits (spec part 9: card 10-7500, bank 10-25000). */
export class OnrampAmountOutOfRangeError extends BaseError {
  override name = 'OnrampAmountOutOfRangeError'
  readonly min: string
  readonly max: string
  readonly currency: string
  constructor({ min, max, currency }: { min: string; max: string; currency: string }) {
    super(`Enter an amount between ${min} and ${max} ${currency}`)
    this.min = min
    this.max = max
    this.currency = currency
  }
}

/** The payment currency or method is not among the options. */
export class OnrampPaymentUnsupportedError extends BaseError {
  override name = 'OnrampPaymentUnsupportedError'
  constructor({ currency, method }: { currency: string; method: string }) {
    super('This payment method is not available for this currency', {
      details: `Currency: ${currency}, method: ${method}`,
    })
  }
}
