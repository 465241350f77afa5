import {
  type Address,
  bytesToHex,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  type TransactionReceipt,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { z } from '../../../src/zod.ts'
import type { SecureFrameConfig } from './frameConfig.ts'
import type { FrameStorage } from './frameStorage.ts'
import { canBatchAtomically, sendAtomicBatch } from './sendAtomicBatch.ts'

/** An RPC refusal with its EIP-1193 / EIP-5792 code. */
export class FrameRpcError extends Error {
  override name = 'FrameRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

// Plain reads the frame passes to the chain's node; anything else that is not signed here is refused.
const READ_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
  'web3_clientVersion',
])

const hex = z.custom<Hex>((value) => typeof value === 'string' && isHex(value))
const address = z.custom<Address>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value))
const quantity = z.optional(hex)
const txSchema = z.object({
  from: z.optional(address),
  to: z.optional(z.nullable(address)),
  value: quantity,
  data: z.optional(hex),
  input: z.optional(hex),
  gas: quantity,
  gasPrice: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  nonce: quantity,
  chainId: quantity,
})
const sendCallsSchema = z.object({
  version: z.optional(z.string()),
  chainId: z.optional(hex),
  from: z.optional(address),
  atomicRequired: z.optional(z.boolean()),
  calls: z
    .array(z.object({ to: address, data: z.optional(hex), value: quantity }))
    .check(z.minLength(1), z.maxLength(32)),
})
// `atomic` is missing from records made before the wallet could batch: those ran one transaction per call.
const callsRecordSchema = z.object({
  chainId: z.number(),
  hashes: z.array(hex),
  atomic: z.optional(z.boolean()),
})
const typedDataSchema = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})

export type RpcContext = {
  config: SecureFrameConfig
  storage: FrameStorage
  account: PrivateKeyAccount
  chainId: number
}

const rpcReplySchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})

// A read goes to the node as it came; the node's error keeps its code.
async function passRead(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new FrameRpcError(-32603, `HTTP status code: ${response.status}`)
  const reply = rpcReplySchema.parse(await response.json())
  if (reply.error) throw new FrameRpcError(reply.error.code, reply.error.message)
  return reply.result ?? null
}

const big = (value: Hex | undefined) => (value === undefined ? undefined : BigInt(value))

function chainOf(config: SecureFrameConfig, chainId: number): Chain {
  const known = config.chains.find((c) => c.chainId === chainId)
  if (!known) throw new FrameRpcError(4902, `Chain ${chainId} is not a devnet chain`)
  return defineChain({
    id: known.chainId,
    name: known.name,
    nativeCurrency: known.nativeCurrency,
    rpcUrls: { default: { http: [known.rpcUrl] } },
  })
}

function checkFrom(account: PrivateKeyAccount, from: string | undefined): void {
  if (from === undefined) return
  const parsed = address.safeParse(from)
  if (!parsed.success || !isAddressEqual(parsed.data, account.address))
    throw new FrameRpcError(4100, `The embedded wallet does not hold ${from}`)
}

/**
 * One wallet method for the signed-in account: signs here with viem (never without the app's request; the
 * product asks the person first), sends signed transactions to the chain's node and passes plain reads on.
 */
export async function handleRpcRequest(ctx: RpcContext, method: string, params: unknown): Promise<unknown> {
  const chain = chainOf(ctx.config, ctx.chainId)
  const transport = http(chain.rpcUrls.default.http[0], { retryCount: 0 })
  const walletClient = createWalletClient({ account: ctx.account, chain, transport })
  const list = Array.isArray(params) ? params : []

  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [ctx.account.address]
    case 'eth_chainId':
      return numberToHex(ctx.chainId)
    case 'eth_sign':
      throw new FrameRpcError(4200, 'eth_sign is not supported: it signs an opaque hash. Use personal_sign.')
    case 'personal_sign': {
      const [message, from] = z.tuple([z.string(), z.optional(z.string())]).parse(list)
      checkFrom(ctx.account, from)
      return ctx.account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [from, data] = z
        .tuple([z.string(), z.union([z.string(), z.record(z.string(), z.unknown())])])
        .parse(list)
      checkFrom(ctx.account, from)
      const typed = typedDataSchema.parse(typeof data === 'string' ? JSON.parse(data) : data)
      return ctx.account.signTypedData({
        domain: typed.domain,
        types: typed.types,
        primaryType: typed.primaryType,
        message: typed.message,
      })
    }
    case 'eth_sendTransaction': {
      const tx = txSchema.parse(list[0])
      checkFrom(ctx.account, tx.from)
      if (tx.chainId !== undefined && Number(tx.chainId) !== ctx.chainId)
        throw new FrameRpcError(
          4901,
          `The transaction is for chain ${Number(tx.chainId)}, the wallet is on ${ctx.chainId}`,
        )
      return walletClient.sendTransaction({
        to: tx.to ?? null,
        value: big(tx.value),
        data: tx.data ?? tx.input,
        gas: big(tx.gas),
        nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
        ...(tx.gasPrice !== undefined
          ? { gasPrice: big(tx.gasPrice) }
          : { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) }),
      })
    }
    case 'wallet_sendCalls': {
      const request = sendCallsSchema.parse(list[0])
      checkFrom(ctx.account, request.from)
      if (request.chainId !== undefined && Number(request.chainId) !== ctx.chainId)
        throw new FrameRpcError(
          4901,
          `The calls are for chain ${Number(request.chainId)}, the wallet is on ${ctx.chainId}`,
        )
      const publicClient = createPublicClient({ chain, transport })
      const atomic = await canBatchAtomically(publicClient)
      // EIP-5792: a wallet that cannot batch atomically refuses a request that requires it (5760).
      if (!atomic && request.atomicRequired)
        throw new FrameRpcError(5760, 'The embedded wallet cannot run calls atomically on this chain')
      const calls = request.calls.map((call) => ({ to: call.to, data: call.data, value: big(call.value) }))
      const hashes: Hex[] = []
      // Where it can, the wallet batches atomically whether or not the site required it (EIP-5792 allows it).
      if (atomic) hashes.push(await sendAtomicBatch({ walletClient, publicClient, calls }))
      else for (const call of calls) hashes.push(await walletClient.sendTransaction(call))
      const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
      // Kept in the frame origin's storage: the status may be asked through another tab's frame.
      ctx.storage.set(`calls:${id}`, JSON.stringify({ chainId: ctx.chainId, hashes, atomic }))
      return { id }
    }
    case 'wallet_getCallsStatus': {
      const [id] = z.tuple([hex]).parse(list)
      const stored = ctx.storage.get(`calls:${id}`)
      if (!stored) throw new FrameRpcError(5730, 'Unknown bundle id')
      const record = callsRecordSchema.parse(JSON.parse(stored))
      const recordChain = chainOf(ctx.config, record.chainId)
      const client = createPublicClient({
        chain: recordChain,
        transport: http(recordChain.rpcUrls.default.http[0], { retryCount: 0 }),
      })
      const receipts = await Promise.all(
        record.hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => undefined)),
      )
      const done = receipts.filter((r): r is TransactionReceipt => r !== undefined)
      const failed = done.filter((r) => r.status !== 'success').length
      // EIP-5792 codes: 100 pending, 200 confirmed, 500 all reverted, 600 partly reverted.
      const status =
        done.length < receipts.length ? 100 : failed === 0 ? 200 : failed === done.length ? 500 : 600
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(record.chainId),
        atomic: record.atomic ?? false,
        status,
        receipts: done.map((r) => ({
          logs: r.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
          status: r.status === 'success' ? '0x1' : '0x0',
          blockHash: r.blockHash,
          blockNumber: numberToHex(r.blockNumber),
          gasUsed: numberToHex(r.gasUsed),
          transactionHash: r.transactionHash,
        })),
      }
    }
    case 'wallet_getCapabilities': {
      // EIP-5792: per chain; 'supported' where the batch executor is deployed (the delegation then rides along
      // with the first batch, so no separate upgrade step is asked for: not 'ready').
      const [, asked] = z.tuple([z.optional(z.string()), z.optional(z.array(hex))]).parse(list)
      const chains = ctx.config.chains.filter((c) => !asked || asked.some((id) => Number(id) === c.chainId))
      return Object.fromEntries(
        await Promise.all(
          chains.map(async (c) => {
            const client = createPublicClient({ transport: http(c.rpcUrl, { retryCount: 0 }) })
            const atomic = await canBatchAtomically(client).catch(() => false)
            return [numberToHex(c.chainId), { atomic: { status: atomic ? 'supported' : 'unsupported' } }]
          }),
        ),
      )
    }
    default:
      if (READ_METHODS.has(method)) return passRead(chain.rpcUrls.default.http[0] ?? '', method, list)
      throw new FrameRpcError(4200, `The embedded wallet does not support ${method}`)
  }
}
