/**
 * The Swap views' texts. They load with the Swap chunk, not with the UI chunk's catalogs: every locale reads
 * these English texts until it has its own (the Account button and the view's title are in every catalog).
 */
export const swapMessages = {
  from: 'You pay',
  to: 'You receive',
  selectToken: 'Select token',
  pickToken: (side: string) => `Choose the token ${side}`,
  searchTokens: 'Search by name or symbol',
  noTokensFound: 'No token matches',
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  amount: 'Amount',
  max: 'Max',
  flip: 'Swap the two tokens',
  loadingTokens: 'Loading tokens…',
  quoting: 'Getting a quote…',
  rate: 'Rate',
  rateValue: (from: string, amount: string, to: string) => `1 ${from} = ${amount} ${to}`,
  priceImpact: 'Price impact',
  priceImpactUnknown: 'Unknown',
  percent: (value: string) => `${value} %`,
  minimumReceived: 'Minimum received',
  slippage: (percent: string) => `With a slippage tolerance of ${percent} %`,
  networkFee: 'Network fee',
  feeValue: (amount: string, symbol: string) => `≈ ${amount} ${symbol}`,
  feeUnknown: 'Unknown',
  review: 'Review swap',
  enterAmount: 'Enter an amount',
  insufficient: (symbol: string) => `Insufficient ${symbol} balance`,
  approvalNote: (amount: string, symbol: string) =>
    `First you approve exactly ${amount} ${symbol} for the swap (no more), then you confirm the swap.`,
  swap: 'Swap',
  back: 'Edit',
  swapping: 'Confirm in your wallet…',
  rejected: 'You cancelled the swap. Nothing was sent.',
  swapped: (from: string, to: string) => `You swapped ${from} for ${to}.`,
  quoteFailed: 'No quote is available right now',
  /** Error texts by the error's name; others show the error's own text. */
  errors: {
    SwapNetworkUnsupportedError: 'Network not supported for Swaps',
    GasPriceUnsupportedError: 'Network not supported for Gas Price',
    SwapQuoteExpiredError: 'The quote has expired. Check the new quote and try again.',
    NoSwapQuoteError: 'No quote is available for this swap',
    SwapRevertedError:
      'The price moved more than the slippage tolerance allows, so the swap was cancelled. Nothing was swapped.',
    UnexpectedSwapTransactionError: 'The swap service built an unexpected transaction; nothing was sent',
    HttpRequestError: 'The swap service is not available right now. Try again later.',
    ServiceUnreachableError: 'The swap service is not available right now. Try again later.',
    TimeoutError: 'The swap service is not available right now. Try again later.',
  } as Record<string, string>,
}

/** The shape of the Swap views' texts. */
export type SwapMessages = typeof swapMessages
