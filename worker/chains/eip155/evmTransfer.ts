import { encodeFunctionData, erc20Abi, toHex } from 'viem'
import { estimateGas, getGasPrice, readContract, waitForTransactionReceipt } from 'viem/actions'
import { RPC_POLLING_INTERVAL_MS, RPC_RECEIPT_TIMEOUT_MS, RPC_TIMEOUT_MS } from '../../../src/constants.ts'
import { InvalidApiReplyError, UnsupportedChainError } from '../../../src/errors.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import { withTimeout } from '../../../src/withTimeout.ts'
import { trackEvent } from '../../actions/trackEvent.ts'
import type { Core } from '../../core.ts'
import { networkOf } from '../../networks/networkOf.ts'
import { getRpcClient } from '../../rpcClient.ts'
import { toWalletError } from '../../walletErrors.ts'
import type { SendTransferParameters, SentTransfer, TransferRequest } from '../chainAdapter.ts'
import { parseAmount } from '../parseAmount.ts'
import type { PreparedTransfer } from '../preparedTransfer.ts'
import { tokenOn } from '../tokenOn.ts'

type Hex = `0x${string}`

/** The eth_sendTransaction parameter: quantities as hex, as EIP-1193 wallets take them. */
export type EvmTransaction = { from: string; to: string; data: Hex; value?: Hex; gas?: Hex; gasPrice?: Hex }

/**
 * Builds a native transfer (data 0x and the value) or an ERC-20 `transfer(to, amount)` call, with the amount
 * read with the token's `decimals()` from the chain, then estimates it: the gas this transaction needs times
 * the network's gas price. Both go into the transaction, so the fee shown is the most it can cost; a
 * transaction the node cannot estimate (it would revert) goes without them and the wallet says why.
 */
export async function prepareEvmTransfer(core: Core, request: TransferRequest): Promise<PreparedTransfer> {
  const { caipNetworkId, address: from } = request.from
  const network = networkOf(core, caipNetworkId)
  if (!network) throw new UnsupportedChainError({ namespace: caipNetworkId })
  const client = getRpcClient(core, caipNetworkId)
  const contract = request.token ? (tokenOn(request.token, caipNetworkId) as Hex) : undefined
  const decimals = contract
    ? await readDecimals(core, caipNetworkId, contract)
    : network.nativeCurrency.decimals
  const value = parseAmount(request.amount, decimals)
  const to = withPrefix(request.to)
  const call: { to: Hex; data: Hex; value?: bigint } = contract
    ? {
        to: contract,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }),
      }
    : { to, data: '0x', value }
  const transaction: EvmTransaction = {
    from,
    to: call.to,
    data: call.data,
    ...(call.value === undefined ? {} : { value: toHex(call.value) }),
  }
  let fee: bigint | undefined
  try {
    const [gas, gasPrice] = await withTimeout(
      Promise.all([estimateGas(client, { account: from as Hex, ...call }), getGasPrice(client)]),
      RPC_TIMEOUT_MS,
      'estimating the network fee',
      core.deps.clock,
    )
    transaction.gas = toHex(gas)
    transaction.gasPrice = toHex(gasPrice)
    fee = gas * gasPrice
  } catch {
    fee = undefined
  }
  return { caipNetworkId, decimals, value, fee, accountRent: 0n, transaction }
}

/** Hands the prepared transaction to the wallet (eth_sendTransaction); a native send reports SEND_SUCCESS. */
export async function sendEvmTransfer(
  core: Core,
  { ask, prepared, symbol, amount, native }: SendTransferParameters,
): Promise<SentTransfer> {
  let hash: unknown
  try {
    hash = await ask('eth_sendTransaction', [prepared.transaction])
  } catch (error) {
    throw toWalletError(error)
  }
  if (native)
    trackEvent(core, {
      event: 'SEND_SUCCESS',
      properties: { isSmartAccount: false, token: symbol, amount, network: prepared.caipNetworkId },
    })
  return { hash: typeof hash === 'string' ? hash : '', confirmed: false }
}

/**
 * Whether the prepared transaction would still be mined at the gas price it carries: the network's has not risen
 * above it. One built without a price (the node could not estimate it) is priced by the wallet and cannot go stale.
 */
export async function isEvmTransferCurrent(core: Core, prepared: PreparedTransfer): Promise<boolean> {
  const { transaction } = prepared
  const gasPrice =
    typeof transaction === 'object' && transaction !== null ? Reflect.get(transaction, 'gasPrice') : undefined
  if (typeof gasPrice !== 'string') return true
  try {
    const now = await withTimeout(
      getGasPrice(getRpcClient(core, prepared.caipNetworkId)),
      RPC_TIMEOUT_MS,
      'reading the gas price',
      core.deps.clock,
    )
    return now <= BigInt(gasPrice)
  } catch {
    return false
  }
}

/** Whether the transaction was mined within the receipt time limit. */
export async function waitForEvmTransaction(
  core: Core,
  caipNetworkId: CaipNetworkId,
  hash: string,
): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) return false
  return waitForTransactionReceipt(getRpcClient(core, caipNetworkId), {
    hash: hash as Hex,
    timeout: RPC_RECEIPT_TIMEOUT_MS,
    pollingInterval: RPC_POLLING_INTERVAL_MS,
  }).then(
    () => true,
    () => false,
  )
}

// The amount is read with the decimals the token itself reports, not the data service's listing.
async function readDecimals(core: Core, caipNetworkId: CaipNetworkId, address: Hex): Promise<number> {
  try {
    return await withTimeout(
      readContract(getRpcClient(core, caipNetworkId), { address, abi: erc20Abi, functionName: 'decimals' }),
      RPC_TIMEOUT_MS,
      `reading decimals of ${address}`,
      core.deps.clock,
    )
  } catch (error) {
    throw new InvalidApiReplyError({ details: `${address} is not a token on ${caipNetworkId}`, cause: error })
  }
}

// Spec part 5 takes EVM addresses with or without 0x; the wallet needs it.
function withPrefix(address: string): Hex {
  const trimmed = address.trim()
  return (trimmed.startsWith('0x') ? trimmed : `0x${trimmed}`) as Hex
}
