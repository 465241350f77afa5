/** The on-ramp providers by name: one whose page comes from /v1/generators/onrampurl, and meld (spec part 4). */
export const ONRAMP_PROVIDER_NAMES = ['coinbase', 'meld'] as const
export type OnrampProviderName = (typeof ONRAMP_PROVIDER_NAMES)[number]
