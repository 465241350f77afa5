import { erc20Abi } from 'viem'
import { readContract } from 'viem/actions'
import { type RequestSummary, summarizeRequest, type TokenRef } from '../../../src/requestSummary.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import { withTimeout } from '../../../src/withTimeout.ts'
import type { Core } from '../../core.ts'
import { getRpcClient } from '../../rpcClient.ts'

// Token details are a courtesy for the summary; a slow chain must not hold the approval back for long.
const TOKEN_READ_TIMEOUT_MS = 3_000

/** Decodes an EVM request for ApproveTransaction and fills in the symbol and decimals of the tokens it names. */
export async function describeEvmRequest(
  core: Core,
  { method, params, caipNetworkId }: { method: string; params: unknown; caipNetworkId: CaipNetworkId },
): Promise<RequestSummary> {
  const summary = summarizeRequest(method, params)
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
    summary.warnings.map(async (w) => ('token' in w ? { ...w, token: await fill(w.token) } : w)),
  )
  return { ...summary, actions, warnings }
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
