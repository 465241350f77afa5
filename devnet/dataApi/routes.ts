import { type Address, formatUnits, getAddress, isAddress, zeroAddress } from 'viem'
import type { DevnetName } from './catalog.ts'
import type { ChainIndex, IndexedTransaction, IndexedTransfer } from './chainIndex.ts'
import { type ConvertContext, ConvertError, handleConvertRequest } from './convertRoutes.ts'
import type { NameRegistry } from './nameRegistry.ts'
import { nftHoldings } from './nftHoldings.ts'
import { isSolanaAccount, NATIVE_SOL_ADDRESS, type SolanaSource } from './solanaBalances.ts'

/** What the routes read: the chains' indexes and the API's own tables. */
export type DataApiContext = {
  /** By CAIP network id, e.g. `eip155:31337`. */
  indexes: ReadonlyMap<string, ChainIndex>
  prices: Readonly<Record<string, number>>
  icons: Readonly<Record<string, string>>
  names: readonly DevnetName[]
  knownTokens: readonly Address[]
  pageSize: number
  /** The Solana cluster whose balances the API answers from its node, if any. */
  solana?: SolanaSource | undefined
  /** Name registration and suggestions; `names` is its live list. */
  registry?: NameRegistry | undefined
  /** NFT collections' names and symbols, read once per chain and contract. */
  collections?: Map<string, Promise<{ name: string; symbol: string }>> | undefined
} & Pick<ConvertContext, 'swapTokens' | 'uniswap' | 'gasPriceChains'>

export type DataApiRequest = { method: string; url: URL; body: unknown }
export type DataApiReply = { status: number; body: unknown }

/** The address the API uses for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

const NATIVE = { name: 'Ether', symbol: 'ETH', decimals: 18 }

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** Answers one request with the production reply shapes; errors become `{ reasons: [{ description }] }`. */
export async function handleDataApiRequest(
  ctx: DataApiContext,
  request: DataApiRequest,
): Promise<DataApiReply> {
  try {
    return { status: 200, body: await route(ctx, request) }
  } catch (error) {
    if (error instanceof ApiError || error instanceof ConvertError)
      return { status: error.status, body: { reasons: [{ description: error.message }] } }
    // A chain that cannot be reached is the upstream failing, not this request.
    return {
      status: 503,
      body: { reasons: [{ description: `Upstream unavailable: ${(error as Error).message}` }] },
    }
  }
}

async function route(ctx: DataApiContext, { method, url, body }: DataApiRequest): Promise<unknown> {
  const path = url.pathname.replace(/\/+$/, '')
  const query = url.searchParams
  if (path === '/health') return { ok: true }
  const projectId = query.get('projectId') ?? (isRecord(body) ? body.projectId : undefined)
  if (typeof projectId !== 'string' || !projectId) throw new ApiError(401, 'projectId is required')
  const get = (pattern: RegExp) => (method === 'GET' ? pattern.exec(path) : null)

  if (get(/^\/v1\/supported-chains$/))
    return { http: [...ctx.indexes.keys(), ...(ctx.solana ? [ctx.solana.caipNetworkId] : [])], ws: [] }
  let match = get(/^\/v1\/identity\/([^/]+)$/)
  if (match) {
    const owner = nameOf(ctx, parseAddress(match[1]))
    return { name: owner?.name ?? null, avatar: owner?.avatar ?? null }
  }
  match = get(/^\/v1\/account\/([^/]+)\/history$/)
  if (match) return history(ctx, parseAddress(match[1]), query.get('chainId'), query.get('cursor'))
  match = get(/^\/v1\/account\/([^/]+)\/balance$/)
  if (match) {
    if (query.get('currency') !== 'usd') throw new ApiError(400, 'Unsupported currency')
    const chainId = query.get('chainId')
    if (ctx.solana && chainId === ctx.solana.caipNetworkId)
      return { balances: await solanaBalances(ctx, ctx.solana, match[1]) }
    return { balances: await balances(ctx, parseAddress(match[1]), chainId) }
  }
  match = get(/^\/v1\/account\/([^/]+)\/nfts$/)
  if (match) {
    const chainId = query.get('chainId')
    if (!chainId) throw new ApiError(400, 'chainId is required')
    const index = indexFor(ctx, chainId)
    // Like balances: a chain the API does not cover has none.
    if (!index) return { data: [], next: null }
    ctx.collections ??= new Map()
    return { data: await nftHoldings(index, chainId, parseAddress(match[1]), ctx.collections), next: null }
  }
  match = get(/^\/v1\/profile\/reverse\/([^/]+)$/)
  if (match) {
    const owner = nameOf(ctx, parseAddress(match[1]))
    return owner ? [profileOf(ctx, owner)] : []
  }
  match = get(/^\/v1\/profile\/account\/([^/]+)$/)
  if (match) {
    const name = decodeURIComponent(match[1] ?? '').toLowerCase()
    const owner = ctx.names.find((n) => n.name === name)
    if (!owner) throw new ApiError(404, 'Name not found')
    return profileOf(ctx, owner)
  }
  match = get(/^\/v1\/profile\/suggestions\/([^/]+)$/)
  if (match && ctx.registry) {
    const zone = query.get('zone')
    if (!zone) throw new ApiError(400, 'zone is required')
    return { suggestions: ctx.registry.suggest(decodeURIComponent(match[1] ?? ''), zone) }
  }
  if (method === 'POST' && path === '/v1/profile/account' && ctx.registry) {
    const outcome = await ctx.registry.register(body)
    if ('reason' in outcome) throw new ApiError(outcome.status, outcome.reason)
    return profileOf(ctx, outcome.owner)
  }
  if (method === 'POST' && path === '/v1/fungible/price') return fungiblePrice(ctx, body)
  if (path.startsWith('/v1/convert/')) {
    const converted = await handleConvertRequest(ctx, method, path, query, body)
    if (converted !== undefined) return converted
  }
  if (/^\/v1\//.test(path)) throw new ApiError(method === 'GET' || method === 'POST' ? 404 : 405, 'Not found')
  throw new ApiError(404, 'Not found')
}

function parseAddress(raw: string | undefined): Address {
  const value = decodeURIComponent(raw ?? '')
  if (!isAddress(value, { strict: false })) throw new ApiError(400, 'Invalid address')
  return getAddress(value)
}

function nameOf(ctx: DataApiContext, address: Address): DevnetName | undefined {
  return ctx.names.find((n) => n.address.toLowerCase() === address.toLowerCase())
}

// Coin types: 60 for Ethereum, and the chain id with the high bit set for every other EVM chain (ENSIP-11).
function profileOf(ctx: DataApiContext, owner: DevnetName) {
  const addresses: Record<string, { address: Address }> = { '60': { address: owner.address } }
  for (const id of ctx.indexes.keys()) {
    const chainId = Number(id.split(':')[1])
    addresses[String((chainId | 0x80000000) >>> 0)] = { address: owner.address }
  }
  return {
    name: owner.name,
    registered: 1_700_000_000,
    updated: 1_700_000_000,
    addresses,
    attributes: { avatar: owner.avatar, bio: owner.bio },
  }
}

function indexFor(ctx: DataApiContext, chainId: string | null): ChainIndex | undefined {
  return chainId ? ctx.indexes.get(chainId) : undefined
}

async function balances(ctx: DataApiContext, address: Address, chainId: string | null) {
  if (!chainId) throw new ApiError(400, 'chainId is required')
  const index = indexFor(ctx, chainId)
  // Production answers an unsupported chain with an empty list.
  if (!index) return []
  await index.sync()
  const tokens = [...new Set([...ctx.knownTokens, ...index.tokens()])]
  const native = await index.client.getBalance({ address })
  const rows = await Promise.all(
    tokens.map(async (token) => {
      const code = await index.client.getCode({ address: token })
      if (!code || code === '0x') return undefined
      const [info, raw] = await Promise.all([
        index.tokenInfo(token),
        index.client.readContract({
          address: token,
          abi: balanceOfAbi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ])
      return raw > 0n ? balanceRow(ctx, chainId, { ...info, address: token }, raw) : undefined
    }),
  )
  const nativeRow = native > 0n ? [balanceRow(ctx, chainId, { ...NATIVE, address: undefined }, native)] : []
  return [...nativeRow, ...rows.filter((row) => row !== undefined)]
}

const balanceOfAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

async function solanaBalances(ctx: DataApiContext, source: SolanaSource, raw: string | undefined) {
  const owner = decodeURIComponent(raw ?? '')
  if (!isSolanaAccount(owner)) throw new ApiError(400, 'Invalid address')
  const holdings = await source.holdings(owner)
  // Native SOL carries no address, like the native row of an EVM chain; an SPL token's is its mint.
  return holdings.map(({ info, mint, amount }) =>
    balanceRow(ctx, source.caipNetworkId, { ...info, address: mint }, amount),
  )
}

function balanceRow(
  ctx: DataApiContext,
  chainId: string,
  token: { name: string; symbol: string; decimals: number; address: string | undefined },
  raw: bigint,
) {
  const numeric = formatUnits(raw, token.decimals)
  const price = ctx.prices[token.symbol] ?? 0
  return {
    name: token.name,
    symbol: token.symbol,
    chainId,
    ...(token.address ? { address: `${chainId}:${token.address}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: ctx.icons[token.symbol] ?? '',
  }
}

type Located = { chainId: string; index: ChainIndex; tx: IndexedTransaction }

async function history(ctx: DataApiContext, account: Address, chainId: string | null, cursor: string | null) {
  const chains = chainId ? [...ctx.indexes].filter(([id]) => id === chainId) : [...ctx.indexes]
  // A chain that is down is answered from what was indexed, as a real service answers from its database.
  await Promise.all(chains.map(([, index]) => index.sync().catch(() => undefined)))
  const all: Located[] = chains
    .flatMap(([id, index]) => index.transactionsOf(account).map((tx) => ({ chainId: id, index, tx })))
    .sort((a, b) => compareKeys(keyOf(a), keyOf(b)))
  const start = cursor === null ? 0 : firstAfter(all, parseCursor(cursor))
  const page = all.slice(start, start + ctx.pageSize)
  const last = page.at(-1)
  const more = start + ctx.pageSize < all.length
  return {
    data: await Promise.all(page.map((item) => historyItem(ctx, account, item))),
    next: more && last ? keyOf(last).join('-') : null,
  }
}

type Key = [timestamp: number, chain: number, block: number, position: number]

function keyOf({ chainId, tx }: Located): Key {
  return [tx.timestamp, Number(chainId.split(':')[1]), Number(tx.blockNumber), tx.transactionIndex]
}

// Newest first: larger keys come first.
function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (b[i] ?? 0) - (a[i] ?? 0)
  return 0
}

function parseCursor(cursor: string): Key {
  const parts = cursor.split('-').map(Number)
  if (parts.length !== 4 || parts.some((n) => !Number.isSafeInteger(n) || n < 0))
    throw new ApiError(400, 'Invalid cursor')
  return parts as Key
}

function firstAfter(items: Located[], cursor: Key): number {
  const i = items.findIndex((item) => compareKeys(keyOf(item), cursor) > 0)
  return i === -1 ? items.length : i
}

async function historyItem(ctx: DataApiContext, account: Address, { chainId, index, tx }: Located) {
  const me = account.toLowerCase()
  const mine = tx.transfers.filter((t) => t.from.toLowerCase() === me || t.to.toLowerCase() === me)
  const transfers = await Promise.all(mine.map((t) => transferOf(ctx, index, me, t)))
  return {
    id: tx.hash,
    metadata: {
      operationType: operationType(tx, me, mine),
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: tx.from,
      sentTo: tx.to ?? zeroAddress,
      status: tx.status,
      nonce: tx.nonce,
      chain: chainId,
      application: { name: null, icon_url: null },
    },
    transfers,
  }
}

function operationType(tx: IndexedTransaction, me: string, mine: IndexedTransfer[]): string {
  if (!tx.to && tx.from.toLowerCase() === me) return 'deploy'
  if (mine.length === 0) return tx.approval ? 'approve' : 'execute'
  if (mine.every((t) => t.from === zeroAddress)) return 'mint'
  // Value out and value in within one transaction: a swap.
  const out = mine.some((t) => t.from.toLowerCase() === me && t.to.toLowerCase() !== me)
  if (out && mine.some((t) => t.to.toLowerCase() === me && t.from.toLowerCase() !== me)) return 'trade'
  if (mine.some((t) => t.from.toLowerCase() === me)) return 'send'
  return 'receive'
}

async function transferOf(ctx: DataApiContext, index: ChainIndex, me: string, t: IndexedTransfer) {
  const from = t.from.toLowerCase()
  const to = t.to.toLowerCase()
  const direction = from === me && to === me ? 'self' : from === me ? 'out' : 'in'
  if (t.kind === 'erc721') {
    return {
      nft_info: { name: `#${t.tokenId}`, flags: { is_spam: false }, content: { preview: null } },
      direction,
      quantity: { numeric: '1' },
    }
  }
  const info = t.kind === 'native' ? NATIVE : await index.tokenInfo(t.token)
  const numeric = formatUnits(t.amount, info.decimals)
  const price = ctx.prices[info.symbol] ?? 0
  return {
    fungible_info: { name: info.name, symbol: info.symbol, icon: { url: ctx.icons[info.symbol] ?? '' } },
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
}

async function fungiblePrice(ctx: DataApiContext, body: unknown) {
  if (!isRecord(body) || body.currency !== 'usd' || !Array.isArray(body.addresses))
    throw new ApiError(400, 'Expected { currency: "usd", addresses: [...] }')
  const fungibles = []
  for (const entry of body.addresses) {
    const [namespace, reference, address] = typeof entry === 'string' ? entry.split(':') : []
    const solana = ctx.solana?.caipNetworkId === `${namespace}:${reference}` ? ctx.solana : undefined
    if (solana && address) {
      const info = address === NATIVE_SOL_ADDRESS ? solana.native : solana.tokenOf(address)
      if (info) fungibles.push(fungibleOf(ctx, info))
      continue
    }
    const index = ctx.indexes.get(`${namespace}:${reference}`)
    if (!index || !address || !isAddress(address, { strict: false })) continue
    const info =
      address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
        ? NATIVE
        : await index.tokenInfo(getAddress(address)).catch(() => undefined)
    if (!info) continue
    fungibles.push(fungibleOf(ctx, info))
  }
  return { fungibles }
}

function fungibleOf(ctx: DataApiContext, info: { name: string; symbol: string }) {
  return {
    name: info.name,
    symbol: info.symbol,
    iconUrl: ctx.icons[info.symbol] ?? '',
    price: ctx.prices[info.symbol] ?? 0,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
