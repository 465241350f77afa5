import { erc20Abi } from 'viem'
import { readContract } from 'viem/actions'
import { displayText } from '../../../src/displayText.ts'
import {
  isUnlimitedAmount,
  type RequestAction,
  type RequestSummary,
  summarizeActions,
  summarizeRequest,
  type TokenRef,
} from '../../../src/requestSummary.ts'
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
  const known = new Map<string, Promise<TokenDetails>>()
  const details = (address: string) => {
    const key = address.toLowerCase()
    let found = known.get(key)
    if (!found) {
      found = readToken(core, caipNetworkId, address)
      known.set(key, found)
    }
    return found
  }
  const fill = async (token: TokenRef): Promise<TokenRef> => {
    const { symbol, decimals } = await details(token.address)
    return { ...token, symbol, decimals }
  }
  const actions = await Promise.all(
    summary.actions.map(async (action): Promise<RequestAction> => {
      if (!('token' in action) || !/^0x[0-9a-fA-F]{40}$/.test(action.token.address)) return action
      const token = await fill(action.token)
      // An allowance above everything the token has ever minted is unlimited in practice, whatever its size.
      if ((action.kind === 'approve' || action.kind === 'permit') && !action.unlimited) {
        const { totalSupply } = await details(action.token.address)
        if (totalSupply !== undefined && isUnlimitedAmount(BigInt(action.amount), 256, totalSupply))
          return { ...action, token, unlimited: true }
      }
      return { ...action, token }
    }),
  )
  // Warnings again from the filled actions (total supply can add one), their tokens filled like the actions'.
  const warnings = await Promise.all(
    summarizeActions(method, actions).warnings.map(async (w) =>
      'token' in w && /^0x[0-9a-fA-F]{40}$/.test(w.token.address) ? { ...w, token: await fill(w.token) } : w,
    ),
  )
  return { ...summary, actions, warnings }
}

type TokenDetails = Partial<TokenRef> & { totalSupply?: bigint | undefined }

async function readToken(core: Core, caipNetworkId: CaipNetworkId, address: string): Promise<TokenDetails> {
  const client = getRpcClient(core, caipNetworkId)
  const read = <F extends 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
    withTimeout(
      readContract(client, { address: address as `0x${string}`, abi: erc20Abi, functionName }),
      TOKEN_READ_TIMEOUT_MS,
      `reading ${functionName} of ${address}`,
      core.deps.clock,
    )
  const [symbol, decimals, totalSupply] = await Promise.allSettled([
    read('symbol'),
    read('decimals'),
    read('totalSupply'),
  ])
  return {
    // The contract names its own symbol: shown only once cleaned.
    symbol: symbol.status === 'fulfilled' ? displayText(symbol.value, 'symbol') || undefined : undefined,
    // An NFT collection has a symbol but no decimals.
    decimals: decimals.status === 'fulfilled' ? decimals.value : undefined,
    totalSupply: totalSupply.status === 'fulfilled' ? totalSupply.value : undefined,
  }
}
