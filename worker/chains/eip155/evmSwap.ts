import { decodeFunctionData, erc20Abi, numberToHex, toHex } from 'viem'
import { getBalance, readContract, waitForTransactionReceipt } from 'viem/actions'
import { RPC_POLLING_INTERVAL_MS, RPC_RECEIPT_TIMEOUT_MS, RPC_TIMEOUT_MS } from '../../../src/constants.ts'
import { TransactionNotConfirmedError } from '../../../src/sendErrors.ts'
import { SwapRevertedError, UnexpectedSwapTransactionError } from '../../../src/swapErrors.ts'
import { withTimeout } from '../../../src/withTimeout.ts'
import { z } from '../../../src/zod.ts'
import type { Core } from '../../core.ts'
import { getRpcClient } from '../../rpcClient.ts'
import type { ChainAccount, SendSwapParameters, SentSwap } from '../chainAdapter.ts'

type Hex = `0x${string}`

// The swap service's gas figure is an estimate against the block it was built on. Mined later (the person takes
// time in the wallet), the pool may do more work, e.g. its time-weighted prices are written once per block
// (up to two storage slots first set: ~44k gas on a ~116k swap). Unused gas is not charged.
const SWAP_GAS_HEADROOM_PERCENT = 150n

// Uniswap V2's router reverts with these when the output falls below the minimum or the deadline passed.
const ROUTER_SLIPPAGE_REVERT = /INSUFFICIENT_OUTPUT_AMOUNT|UniswapV2Router: EXPIRED/

function messageOf(error: unknown): string {
  const parts: string[] = []
  for (let link: unknown = error, depth = 0; link && depth < 5; depth++) {
    if (typeof link !== 'object') break
    const record = link as { message?: unknown; details?: unknown; cause?: unknown }
    parts.push(String(record.message ?? ''), String(record.details ?? ''))
    link = record.cause
  }
  return parts.join(' ')
}

/** The account's balance of a token (its contract address) or of the native coin (no address), in base units. */
export async function readEvmSwapBalance(
  core: Core,
  account: ChainAccount,
  token: string | undefined,
): Promise<bigint> {
  const client = getRpcClient(core, account.caipNetworkId)
  const read = token
    ? readContract(client, {
        address: token as Hex,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address as Hex],
      })
    : getBalance(client, { address: account.address as Hex })
  return withTimeout(read, RPC_TIMEOUT_MS, 'reading the balance to swap', core.deps.clock)
}

/**
 * Checks that the approval the data service built approves exactly `amount` of the token for the router the
 * swap calls, and nothing else: an unlimited (or any other) approval is never sent.
 */
export function checkExactApproval(
  p: Pick<SendSwapParameters, 'approval' | 'swap' | 'amount' | 'token'>,
): void {
  if (!p.approval) return
  if (p.approval.to.toLowerCase() !== p.token?.toLowerCase())
    throw new UnexpectedSwapTransactionError(`The approval is for ${p.approval.to}, not the token ${p.token}`)
  let call: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
  try {
    call = decodeFunctionData({ abi: erc20Abi, data: p.approval.data as Hex })
  } catch (cause) {
    throw new UnexpectedSwapTransactionError(`The approval could not be decoded: ${(cause as Error).message}`)
  }
  if (call.functionName !== 'approve')
    throw new UnexpectedSwapTransactionError(`The approval calls ${call.functionName}`)
  const [spender, value] = call.args as readonly [string, bigint]
  if (spender.toLowerCase() !== p.swap.to.toLowerCase())
    throw new UnexpectedSwapTransactionError(`The approval is for ${spender}, the swap calls ${p.swap.to}`)
  if (value !== p.amount)
    throw new UnexpectedSwapTransactionError(
      `The approval is for ${value} base units, the swap spends ${p.amount}`,
    )
}

const capabilitiesSchema = z.record(
  z.string(),
  z.optional(z.object({ atomic: z.optional(z.object({ status: z.string() })) })),
)
const sendCallsReplySchema = z.union([z.string(), z.object({ id: z.string() })])
const callsStatusSchema = z.object({
  status: z.number(),
  receipts: z.optional(z.array(z.object({ status: z.string(), transactionHash: z.string() }))),
})

/** Whether the wallet runs a batch of calls atomically on the chain (EIP-5792 `atomic` capability). */
async function supportsAtomicBatch(p: SendSwapParameters, chainIdHex: Hex): Promise<boolean> {
  try {
    const reply = capabilitiesSchema.safeParse(await p.gate('wallet_getCapabilities', [p.from, [chainIdHex]]))
    const status = reply.success ? reply.data[chainIdHex]?.atomic?.status : undefined
    return status === 'supported' || status === 'ready'
  } catch {
    // A wallet without EIP-5792: one transaction after the other.
    return false
  }
}

/**
 * Sends the swap, and before it the exact approval when one is needed: as one atomic `wallet_sendCalls` batch
 * when the wallet supports it, else the approval, its receipt, then the swap. Every call goes through the gate.
 */
export async function sendEvmSwap(core: Core, p: SendSwapParameters): Promise<SentSwap> {
  checkExactApproval(p)
  const chainId = Number(p.caipNetworkId.split(':')[1])
  const chainIdHex = numberToHex(chainId)
  const swapCall = { to: p.swap.to, data: p.swap.data, value: toHex(p.swap.value) }
  if (p.approval && (await supportsAtomicBatch(p, chainIdHex))) {
    const reply = sendCallsReplySchema.parse(
      await p.gate('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: chainIdHex,
          from: p.from,
          atomicRequired: true,
          calls: [{ to: p.approval.to, data: p.approval.data, value: '0x0' }, swapCall],
        },
      ]),
    )
    return waitForBatch(core, p, typeof reply === 'string' ? reply : reply.id)
  }
  if (p.approval) {
    const approvalHash = String(
      await p.gate('eth_sendTransaction', [{ from: p.from, to: p.approval.to, data: p.approval.data }]),
    )
    const approved = await receiptStatus(core, p, approvalHash)
    if (approved !== 'success')
      throw new UnexpectedSwapTransactionError(`The approval ${approvalHash} did not go through`)
  }
  let hash: string
  try {
    hash = String(
      await p.gate('eth_sendTransaction', [
        {
          from: p.from,
          ...swapCall,
          ...(p.swap.gas ? { gas: toHex((p.swap.gas * SWAP_GAS_HEADROOM_PERCENT) / 100n) } : {}),
        },
      ]),
    )
  } catch (error) {
    // A wallet that simulates first refuses a swap the router would revert: the price moved past the slippage.
    if (ROUTER_SLIPPAGE_REVERT.test(messageOf(error)))
      throw new SwapRevertedError(undefined, { cause: error })
    throw error
  }
  return { hash, status: await receiptStatus(core, p, hash), batched: false }
}

async function receiptStatus(core: Core, p: SendSwapParameters, hash: string): Promise<SentSwap['status']> {
  try {
    const receipt = await waitForTransactionReceipt(getRpcClient(core, p.caipNetworkId), {
      hash: hash as Hex,
      timeout: RPC_RECEIPT_TIMEOUT_MS,
      pollingInterval: p.pollingIntervalMs ?? RPC_POLLING_INTERVAL_MS,
    })
    return receipt.status === 'success' ? 'success' : 'reverted'
  } catch (cause) {
    throw new TransactionNotConfirmedError(hash, { cause })
  }
}

async function waitForBatch(core: Core, p: SendSwapParameters, id: string): Promise<SentSwap> {
  const interval = p.pollingIntervalMs ?? RPC_POLLING_INTERVAL_MS
  const deadline = core.deps.clock.now() + RPC_RECEIPT_TIMEOUT_MS
  for (;;) {
    const status = callsStatusSchema.safeParse(await p.gate('wallet_getCallsStatus', [id]))
    if (status.success && status.data.status >= 200) {
      const last = status.data.receipts?.at(-1)
      const hash = last?.transactionHash ?? id
      const ok = status.data.status === 200 && last?.status === '0x1'
      return { hash, status: ok ? 'success' : 'reverted', batched: true }
    }
    if (core.deps.clock.now() > deadline) throw new TransactionNotConfirmedError(id)
    await new Promise((resolve) => core.deps.clock.setTimeout(() => resolve(undefined), interval))
  }
}
