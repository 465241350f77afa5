/**
 * The Buy (on-ramp) view's texts. They load with its chunk, not with the UI chunk's catalogs: every locale reads
 * these English texts until it has its own (the Account button, the view's title and the notices are in every
 * catalog).
 */
export const onrampMessages = {
  loading: 'Loading the options…',
  sample: 'The on-ramp service is unavailable right now: these are sample options.',
  nothingHere: 'Nothing can be bought on this network. Switch to a network the providers deliver on.',
  buy: 'You buy',
  network: (network: string) => `on ${network}`,
  payIn: 'You pay in',
  method: 'Payment method',
  methods: { card: 'Card', ach_bank_account: 'Bank account' } as Record<string, string>,
  limits: (min: string, max: string, currency: string) => `${min} to ${max} ${currency}`,
  amount: (currency: string) => `Amount (${currency})`,
  outOfRange: (min: string, max: string, currency: string) =>
    `Enter an amount between ${min} and ${max} ${currency}`,
  quoting: 'Getting a quote…',
  quoteFailed: 'No quote is available right now',
  fees: 'Provider fee',
  networkFee: 'Network fee',
  total: 'Total',
  receive: 'You receive',
  approx: (amount: string, currency: string) => `≈ ${amount} ${currency}`,
  money: (amount: string, currency: string) => `${amount} ${currency}`,
  providers: 'Providers',
  feeRange: (min: number, max: number) => `Fees ${min}–${max} %`,
  buyWith: (provider: string) => `Buy with ${provider}`,
  opening: (provider: string) => `Opening ${provider}…`,
  waiting: (provider: string, symbol: string) =>
    `Complete your purchase in the ${provider} window. Your balance updates in every tab when the ${symbol} arrives.`,
  blocked: (provider: string) => `Your browser blocked the ${provider} window. Open it here:`,
  openProvider: (provider: string) => `Open ${provider}`,
  again: 'Buy more',
  /** Error texts by the error's name; others show the error's own text. */
  errors: {
    OnrampUnavailableError: 'Buying crypto is not available here',
    OnrampPaymentUnsupportedError: 'This payment method is not available for this currency',
    HttpRequestError: 'The on-ramp service is not available right now. Try again later.',
    ServiceUnreachableError: 'The on-ramp service is not available right now. Try again later.',
    TimeoutError: 'The on-ramp service is not available right now. Try again later.',
  } as Record<string, string>,
}

/** The shape of the Buy view's texts. */
export type OnrampMessages = typeof onrampMessages
