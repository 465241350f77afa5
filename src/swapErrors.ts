import { BaseError } from './baseError.ts'

// Only the swap chunks throw these; they cross to the tab by name (the tab rebuilds every error by name).
type WithCause = { cause?: unknown }

/** The active network has no swaps: another namespace, or the data service offers no tokens for it (spec part 8). */
export class SwapNetworkUnsupportedError extends BaseError {
  override name = 'SwapNetworkUnsupportedError'
  constructor({ caipNetworkId, cause }: { caipNetworkId?: string | undefined } & WithCause = {}) {
    super('Network not supported for Swaps', { cause, details: caipNetworkId && `Network: ${caipNetworkId}` })
  }
}

/** The data service gives no gas price for the active network (spec part 8). */
export class GasPriceUnsupportedError extends BaseError {
  override name = 'GasPriceUnsupportedError'
  constructor({ caipNetworkId, cause }: { caipNetworkId?: string | undefined } & WithCause = {}) {
    super('Network not supported for Gas Price', {
      cause,
      details: caipNetworkId && `Network: ${caipNetworkId}`,
    })
  }
}

/** The account holds less of the token than the swap spends. */
export class InsufficientSwapBalanceError extends BaseError {
  override name = 'InsufficientSwapBalanceError'
  constructor(symbol: string, { details }: { details?: string | undefined } = {}) {
    super(`Insufficient ${symbol} balance`, { details })
  }
}

/** A quote too old (or for another account or network) to be executed: the view shows a new one. */
export class SwapQuoteExpiredError extends BaseError {
  override name = 'SwapQuoteExpiredError'
  constructor() {
    super('The quote has expired. Check the new quote and try again.')
  }
}

/** No route or no liquidity between the two tokens for this amount. */
export class NoSwapQuoteError extends BaseError {
  override name = 'NoSwapQuoteError'
  constructor({ cause }: WithCause = {}) {
    super('No quote is available for this swap', { cause })
  }
}

/**
 * The swap was mined but reverted: the price moved beyond the slippage tolerance (or the deadline passed).
 * Nothing was swapped; only the network fee was spent.
 */
export class SwapRevertedError extends BaseError {
  override name = 'SwapRevertedError'
  /** The reverted transaction; none when the wallet's own check refused it before sending. */
  hash: string | undefined
  constructor(hash: string | undefined, { cause }: WithCause = {}) {
    super('The price moved more than the slippage tolerance allows, so the swap was cancelled', {
      cause,
      details: hash ? `Transaction ${hash}` : undefined,
      metaMessages: [hash ? 'Nothing was swapped; only the network fee was spent.' : 'Nothing was sent.'],
    })
    this.hash = hash
  }
}

/** A transaction the data service built that is not what the swap asked for (e.g. an approval of another amount). */
export class UnexpectedSwapTransactionError extends BaseError {
  override name = 'UnexpectedSwapTransactionError'
  constructor(details: string) {
    super('The swap service built an unexpected transaction; nothing was sent', { details })
  }
}
