import { type Address, parseAbi } from 'viem'
import type { ChainIndex } from './chainIndex.ts'

/** One NFT as GET /v1/account/{address}/nfts answers it (README 'Blockchain data API'). */
export type NftRow = {
  chainId: string
  contract: Address
  tokenId: string
  name: string
  collection: { name: string; symbol: string }
  imageUrl: string
}

const metadataAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
])

/**
 * The ERC721 tokens `account` holds on the indexed chain: its indexed transfers replayed oldest first (in, out),
 * each with its collection's name and a picture the API draws from the collection and the token id.
 */
export async function nftHoldings(
  index: ChainIndex,
  chainId: string,
  account: Address,
  collections: Map<string, Promise<{ name: string; symbol: string }>>,
): Promise<NftRow[]> {
  await index.sync()
  const me = account.toLowerCase()
  const held = new Map<string, { contract: Address; tokenId: bigint }>()
  for (const tx of [...index.transactionsOf(account)].reverse()) {
    for (const t of tx.transfers) {
      if (t.kind !== 'erc721' || tx.status !== 'confirmed') continue
      const key = `${t.token.toLowerCase()}:${t.tokenId}`
      if (t.from.toLowerCase() === me) held.delete(key)
      if (t.to.toLowerCase() === me) held.set(key, { contract: t.token, tokenId: t.tokenId })
    }
  }
  const rows = await Promise.all(
    [...held.values()].map(async ({ contract, tokenId }) => {
      const key = `${chainId}:${contract.toLowerCase()}`
      let info = collections.get(key)
      if (!info) {
        info = readCollection(index, contract)
        collections.set(key, info)
        info.catch(() => collections.delete(key))
      }
      const collection = await info
      return {
        chainId,
        contract,
        tokenId: String(tokenId),
        name: `${collection.name} #${tokenId}`,
        collection,
        imageUrl: drawNft(collection.symbol, tokenId),
      }
    }),
  )
  return rows.sort(
    (a, b) => a.contract.localeCompare(b.contract) || Number(BigInt(a.tokenId) - BigInt(b.tokenId)),
  )
}

async function readCollection(index: ChainIndex, address: Address) {
  const [name, symbol] = await Promise.all([
    index.client.readContract({ address, abi: metadataAbi, functionName: 'name' }),
    index.client.readContract({ address, abi: metadataAbi, functionName: 'symbol' }),
  ])
  return { name, symbol }
}

/** A token's picture: a tile in a hue of its own, a face, and its number (an SVG data URL). */
export function drawNft(symbol: string, tokenId: bigint): string {
  const hue = Number((tokenId * 47n) % 360n)
  const eye = 30 + Number(tokenId % 4n) * 4
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" fill="hsl(${hue},65%,42%)"/>`,
    `<circle cx="128" cy="116" r="72" fill="hsl(${(hue + 40) % 360},80%,72%)"/>`,
    `<circle cx="${128 - eye}" cy="104" r="10" fill="#222"/><circle cx="${128 + eye}" cy="104" r="10" fill="#222"/>`,
    '<path d="M96 142q32 26 64 0" fill="none" stroke="#222" stroke-width="8" stroke-linecap="round"/>',
    `<text x="128" y="232" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${symbol} #${tokenId}</text>`,
    '</svg>',
  ].join('')
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
