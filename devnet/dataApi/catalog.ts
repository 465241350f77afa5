import type { Address } from 'viem'
import { DEV_TOKENS } from '../contracts/devTokens.ts'
import { getDevAccounts } from '../wallet/devAccounts.ts'

/** USD prices by token symbol, the data API's stand-in for a market feed. Unknown symbols are priced 0. */
export const DEVNET_PRICES: Readonly<Record<string, number>> = Object.freeze({
  ETH: 3000,
  SOL: 150,
  USDC: 1,
  WDT: 2.5,
  TIX: 10,
})

/** The zone the devnet's names live in (`alice.devnet.id`); the demo's `nameZone`. */
export const DEVNET_NAME_ZONE = 'devnet.id'

/** A name the API knows, with the account it points to. */
export type DevnetName = { name: string; address: Address; avatar: string; bio: string }

// Small SVG pictures as data URLs: the API works offline and the UI shows them like any image URL.
function badge(text: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="41" font-family="sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** Icons by token symbol. WDT has none (its iconUrl is ''), so the UI shows its generated badge. */
export const DEVNET_ICONS: Readonly<Record<string, string>> = Object.freeze({
  ETH: badge('Ξ', '#627eea'),
  SOL: badge('◎', '#9945ff'),
  USDC: badge('$', '#2775ca'),
  TIX: badge('T', '#d97706'),
})

/** Names of the dev accounts (the third has none, so the UI shows its bare address). */
export function getDevnetNames(): DevnetName[] {
  const [alice, bobby] = getDevAccounts()
  if (!alice || !bobby) throw new Error('The devnet needs at least two dev accounts')
  return [
    { name: 'alice.devnet.id', address: alice.address, avatar: badge('A', '#0e9f6e'), bio: 'Dev account 0' },
    { name: 'bobby.devnet.id', address: bobby.address, avatar: badge('B', '#e02424'), bio: 'Dev account 1' },
  ]
}

/** The tokens the API reports balances of even before any transfer is indexed. */
export const KNOWN_TOKENS = DEV_TOKENS.map((t) => t.address)

/** The tokens `/v1/convert/tokens` offers next to the native coin: those the devnet pools hold (not the 0-decimal ticket). */
export const SWAP_TOKENS = DEV_TOKENS.filter((t) => t.decimals > 0).map((t) => t.address)
