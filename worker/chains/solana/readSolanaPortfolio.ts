import type { TokenBalance } from '../../../src/blockchainApiSchemas.ts'
import type { Network } from '../../../src/networks.ts'
import type { Core } from '../../core.ts'
import type { BlockchainApi } from '../../services/blockchainApi.ts'
import { readSolanaHoldings, type SolanaOwner } from './readSolanaHoldings.ts'

/** The address production services give native SOL (AppKit's native token address on Solana). */
const NATIVE_SOL_ADDRESS = 'So11111111111111111111111111111111111111111'

type Meta = Pick<TokenBalance, 'name' | 'symbol' | 'price' | 'iconUrl'>

/**
 * The owner's tokens for the Tokens tab and Send: amounts from the RPC (SOL, then every SPL token it holds),
 * names, symbols, icons and USD prices from the data service's balance reply for the same chain. When the
 * service cannot answer, the last-known copy names the tokens it knew; a mint nobody knows still shows, under
 * its shortened address. The native SOL entry has no `address`; an SPL token's is `solana:<ref>:<mint>`.
 * Throws when the RPC read fails or is invalid; a failing service only costs names and prices.
 */
export async function readSolanaPortfolio(
  core: Core,
  owner: SolanaOwner,
  {
    api,
    native,
    lastKnown,
  }: {
    api: BlockchainApi | undefined
    /** The network's native currency (SOL), named when the service cannot say. */
    native: Network['nativeCurrency']
    lastKnown: readonly TokenBalance[]
  },
): Promise<TokenBalance[]> {
  const [holdings, listed] = await Promise.all([
    readSolanaHoldings(core, owner),
    api?.getBalances({ address: owner.address, caipNetworkId: owner.caipNetworkId }).catch(() => undefined),
  ])
  const chainId = owner.caipNetworkId
  const sources = (listed ?? lastKnown).filter((token) => token.chainId === chainId)
  const metaOf = (mint: string | undefined) =>
    sources.find((token) =>
      mint === undefined ? isNative(token) : token.address?.split(':')[2] === mint && !isNative(token),
    )
  const sol =
    holdings.lamports > 0n
      ? [
          toEntry(
            chainId,
            undefined,
            holdings.lamports,
            native.decimals,
            metaOf(undefined) ?? { name: native.name, symbol: native.symbol, price: 0, iconUrl: '' },
          ),
        ]
      : []
  const spl = holdings.tokens.map((token) =>
    toEntry(
      chainId,
      token.mint,
      token.amount,
      token.decimals,
      metaOf(token.mint) ?? fallbackMeta(token.mint),
    ),
  )
  spl.sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol))
  return [...sol, ...spl]
}

function isNative(token: TokenBalance): boolean {
  return !token.address || token.address.split(':')[2] === NATIVE_SOL_ADDRESS
}

// A mint the service does not know: no name (the view says it is unknown, in the tab's language), and its
// shortened address stands in for a symbol.
function fallbackMeta(mint: string): Meta {
  return { name: '', symbol: `${mint.slice(0, 4)}…${mint.slice(-4)}`, price: 0, iconUrl: '' }
}

function toEntry(
  chainId: string,
  mint: string | undefined,
  amount: bigint,
  decimals: number,
  meta: Meta,
): TokenBalance {
  const numeric = toDecimalString(amount, decimals)
  return {
    name: meta.name,
    symbol: meta.symbol,
    chainId,
    ...(mint ? { address: `${chainId}:${mint}` } : {}),
    value: Number(numeric) * meta.price,
    price: meta.price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: meta.iconUrl,
  }
}

// Base units as a decimal string ('12.34'), like viem's formatUnits; kept here so this chunk shares no viem code.
function toDecimalString(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
