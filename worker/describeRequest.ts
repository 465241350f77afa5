import { erc20Abi } from 'viem'
import { readContract } from 'viem/actions'
import {
  type RequestSummary,
  summarizeActions,
  summarizeRequest,
  type TokenRef,
} from '../src/requestSummary.ts'
import type { CaipNetworkId } from '../src/types.ts'
import { withTimeout } from '../src/withTimeout.ts'
import type { Core } from './core.ts'
import { getRpcClient } from './rpcClient.ts'
import { describeSolanaTransaction, type KnownMints } from './solana/describeSolanaTransaction.ts'

// Token details are a courtesy for the summary; a slow chain must not hold the approval back for long.
const TOKEN_READ_TIMEOUT_MS = 3_000

/** Decodes a request for ApproveTransaction and fills in the symbol and decimals of the tokens it names. */
export async function describeRequest(
  core: Core,
  method: string,
  params: unknown,
  caipNetworkId: CaipNetworkId,
): Promise<RequestSummary> {
  if (caipNetworkId.startsWith('solana:') && SOLANA_TRANSACTION_METHODS.has(method)) {
    const transaction = (params as { transaction?: unknown } | null)?.transaction
    return summarizeActions(method, await describeSolanaTransaction(method, transaction, knownMints(core)))
  }
  const summary = summarizeRequest(method, params)
  if (!caipNetworkId.startsWith('eip155:')) return summary
  const known = new Map<string, Promise<Partial<TokenRef>>>()
  const details = (address: string) => {
    const key = address.toLowerCase()
    let found = known.get(key)
    if (!found) {
      found = readToken(core, caipNetworkId, address)
      known.set(key, found)
    }
    return found
  }
  const fill = async (token: TokenRef): Promise<TokenRef> => ({ ...token, ...(await details(token.address)) })
  const actions = await Promise.all(
    summary.actions.map(async (action) =>
      'token' in action && /^0x[0-9a-fA-F]{40}$/.test(action.token.address)
        ? { ...action, token: await fill(action.token) }
        : action,
    ),
  )
  const warnings = await Promise.all(
    summary.warnings.map(async (w) => ({ ...w, token: await fill(w.token) })),
  )
  return { ...summary, actions, warnings }
}

const SOLANA_TRANSACTION_METHODS = new Set(['solana_signTransaction', 'solana_signAndSendTransaction'])

// The active account's Solana tokens by mint, so an approval names USDC rather than a mint address.
function knownMints(core: Core): KnownMints {
  const known = new Map<string, { symbol: string; decimals: number }>()
  for (const token of core.store.getState().portfolio?.tokens ?? []) {
    const mint = token.address?.split(':')[2]
    if (mint) known.set(mint, { symbol: token.symbol, decimals: Number(token.quantity.decimals) })
  }
  return known
}

async function readToken(
  core: Core,
  caipNetworkId: CaipNetworkId,
  address: string,
): Promise<Partial<TokenRef>> {
  const client = getRpcClient(core, caipNetworkId)
  const read = <F extends 'symbol' | 'decimals'>(functionName: F) =>
    withTimeout(
      readContract(client, { address: address as `0x${string}`, abi: erc20Abi, functionName }),
      TOKEN_READ_TIMEOUT_MS,
      `reading ${functionName} of ${address}`,
      core.deps.clock,
    )
  const [symbol, decimals] = await Promise.allSettled([read('symbol'), read('decimals')])
  return {
    symbol: symbol.status === 'fulfilled' ? symbol.value : undefined,
    // An NFT collection has a symbol but no decimals.
    decimals: decimals.status === 'fulfilled' ? decimals.value : undefined,
  }
}
