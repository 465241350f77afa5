import {
  type Address,
  createPublicClient,
  decodeEventLog,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'

/** One value moved by a transaction: ether, an ERC20 amount or an ERC721 token. */
export type IndexedTransfer =
  | { kind: 'native'; from: Address; to: Address; amount: bigint }
  | { kind: 'erc20'; token: Address; from: Address; to: Address; amount: bigint }
  | { kind: 'erc721'; token: Address; from: Address; to: Address; tokenId: bigint }

/** A mined transaction as the history endpoint needs it. */
export type IndexedTransaction = {
  hash: Hex
  blockNumber: bigint
  transactionIndex: number
  /** Block time in seconds. */
  timestamp: number
  from: Address
  to: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  approval: boolean
  transfers: IndexedTransfer[]
}

/** Name, symbol and decimals of a token contract. */
export type TokenInfo = { name: string; symbol: string; decimals: number }

/** Follows one chain: every block, its transactions and their Transfer logs, for history queries. */
export type ChainIndex = {
  readonly chainId: number
  readonly client: PublicClient
  /** Indexes up to the chain's head; concurrent calls share one run. Fails when the chain is unreachable. */
  sync(): Promise<void>
  /** Every indexed transaction `account` took part in, newest first. */
  transactionsOf(account: Address): IndexedTransaction[]
  /** ERC20 tokens seen moving on this chain (NFT collections are not fungible balances). */
  tokens(): Address[]
  /** Token metadata, read once from the contract. */
  tokenInfo(token: Address): Promise<TokenInfo>
}

const eventsAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
])
const withdrawalAbi = parseAbi(['event Withdrawal(address indexed src, uint256 wad)'])
const nftTransferAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
])

type Receipt = {
  transactionHash: Hex
  status: Hex
  logs: { address: Address; topics: [Hex, ...Hex[]]; data: Hex }[]
}

/** Creates the index of the chain at `rpcUrl`; nothing is read until the first sync. */
export function createChainIndex({ chainId, rpcUrl }: { chainId: number; rpcUrl: string }): ChainIndex {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 5_000 }) })
  let transactions: IndexedTransaction[] = []
  let nextBlock = 0n
  let running: Promise<void> | undefined
  const tokenSet = new Set<Address>()
  const infos = new Map<Address, Promise<TokenInfo>>()

  async function indexBlock(number: bigint): Promise<void> {
    const [block, receipts] = await Promise.all([
      client.getBlock({ blockNumber: number, includeTransactions: true }),
      client.request({
        method: 'eth_getBlockReceipts' as never,
        params: [`0x${number.toString(16)}`] as never,
      }),
    ])
    const byHash = new Map((receipts as Receipt[]).map((r) => [r.transactionHash, r]))
    for (const tx of block.transactions) {
      const receipt = byHash.get(tx.hash)
      const transfers: IndexedTransfer[] = []
      if (tx.value > 0n && tx.to)
        transfers.push({ kind: 'native', from: tx.from, to: tx.to, amount: tx.value })
      let approval = false
      for (const log of receipt?.logs ?? []) {
        const parsed = parseLog(log)
        const unwrapped = tx.to ? unwrappedBy(log, tx.to) : undefined
        // A router that unwraps WETH pays the ether on to the sender (a swap to the native coin): logs hold
        // no trace of that inner transfer, so the unwrap stands for it.
        if (unwrapped !== undefined && tx.to)
          transfers.push({
            kind: 'native',
            from: getAddress(tx.to),
            to: getAddress(tx.from),
            amount: unwrapped,
          })
        if (parsed === 'approval') approval = true
        else if (parsed) {
          transfers.push(parsed)
          if (parsed.kind === 'erc20') tokenSet.add(parsed.token)
        }
      }
      transactions.push({
        hash: tx.hash,
        blockNumber: number,
        transactionIndex: tx.transactionIndex ?? 0,
        timestamp: Number(block.timestamp),
        from: getAddress(tx.from),
        to: tx.to ? getAddress(tx.to) : null,
        nonce: tx.nonce,
        status: receipt?.status === '0x1' ? 'confirmed' : 'failed',
        approval,
        transfers,
      })
    }
  }

  async function run(): Promise<void> {
    const head = await client.getBlockNumber({ cacheTime: 0 })
    // A head behind what we indexed means the chain started again from genesis.
    if (head + 1n < nextBlock) {
      transactions = []
      nextBlock = 0n
      tokenSet.clear()
    }
    for (let n = nextBlock; n <= head; n++) {
      await indexBlock(n)
      nextBlock = n + 1n
    }
  }

  return {
    chainId,
    client,
    sync() {
      running ??= run().finally(() => {
        running = undefined
      })
      return running
    },
    transactionsOf(account) {
      const a = account.toLowerCase()
      const involved = (t: IndexedTransaction) =>
        t.from.toLowerCase() === a ||
        t.transfers.some((x) => x.from.toLowerCase() === a || x.to.toLowerCase() === a)
      return transactions
        .filter(involved)
        .sort((x, y) =>
          x.blockNumber === y.blockNumber
            ? y.transactionIndex - x.transactionIndex
            : x.blockNumber > y.blockNumber
              ? -1
              : 1,
        )
    },
    tokens: () => [...tokenSet],
    tokenInfo(token) {
      let info = infos.get(token)
      if (!info) {
        const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
          client.readContract({ address: token, abi: erc20Abi, functionName })
        info = Promise.all([read('name'), read('symbol'), read('decimals')]).then(
          ([name, symbol, decimals]) => ({
            name,
            symbol,
            decimals,
          }),
        )
        // A failed read is tried again next time rather than remembered.
        info.catch(() => infos.delete(token))
        infos.set(token, info)
      }
      return info
    },
  }
}

function parseLog(
  log: Receipt['logs'][number],
): Exclude<IndexedTransfer, { kind: 'native' }> | 'approval' | undefined {
  try {
    if (log.topics.length === 4) {
      const { args } = decodeEventLog({ abi: nftTransferAbi, topics: log.topics, data: log.data })
      return {
        kind: 'erc721',
        token: getAddress(log.address),
        from: args.from,
        to: args.to,
        tokenId: args.tokenId,
      }
    }
    const event = decodeEventLog({ abi: eventsAbi, topics: log.topics, data: log.data })
    if (event.eventName === 'Approval') return 'approval'
    return {
      kind: 'erc20',
      token: getAddress(log.address),
      from: event.args.from,
      to: event.args.to,
      amount: event.args.value,
    }
  } catch {
    // Some other event.
    return undefined
  }
}

/** The amount of a WETH `Withdrawal` whose `src` is `caller` (the contract the transaction called). */
function unwrappedBy(log: Receipt['logs'][number], caller: Address): bigint | undefined {
  try {
    const { args } = decodeEventLog({ abi: withdrawalAbi, topics: log.topics, data: log.data })
    return args.src.toLowerCase() === caller.toLowerCase() ? args.wad : undefined
  } catch {
    return undefined
  }
}

/** Whether a transfer was minted (came from the zero address). */
export function isMint(transfer: IndexedTransfer): boolean {
  return transfer.from === zeroAddress
}
