import { parseUnits } from 'viem'
import type { NotConnectedError, ProviderRpcError, UserRejectedRequestError } from '../../src/errors.ts'
import type { TransactionNotConfirmedError } from '../../src/sendErrors.ts'
import {
  InsufficientSwapBalanceError,
  type SwapNetworkUnsupportedError,
  SwapQuoteExpiredError,
  SwapRevertedError,
  type UnexpectedSwapTransactionError,
} from '../../src/swapErrors.ts'
import type { AskWallet } from '../chains/chainAdapter.ts'
import type { Core } from '../core.ts'
import { getSwapContext } from '../swap/swapContext.ts'
import { refreshAfterSend } from './refreshAfterSend.ts'
import { trackEvent } from './trackEvent.ts'

/**
 * The quote the person saw in the preview, and the RPC gate (worker/actions/request.ts) bound to the tab that
 * asked, where its decisions show. The intent table binds it: importing the gate here would split the worker entry.
 */
export type ExecuteSwapParameters = { quoteId: string; gate: AskWallet }

/** The swap's transaction hash and whether approval and swap went as one batch. */
export type ExecuteSwapReturnType = { hash: string; batched: boolean }

/**
 * A quote that is stale or unknown (SwapQuoteExpiredError: nothing is sent), no account, the network without
 * swaps, too little balance, a built transaction that is not what was asked (UnexpectedSwapTransactionError), the
 * person refusing (4001) or the wallet failing, a swap that reverted on chain because the price moved beyond the
 * slippage (SwapRevertedError: nothing swapped), or one sent but not seen landing.
 */
export type ExecuteSwapErrorType =
  | SwapQuoteExpiredError
  | NotConnectedError
  | SwapNetworkUnsupportedError
  | InsufficientSwapBalanceError
  | UnexpectedSwapTransactionError
  | UserRejectedRequestError
  | ProviderRpcError
  | SwapRevertedError
  | TransactionNotConfirmedError

/**
 * Executes a quote the person previewed: only a fresh one, for the active account and network. Reads the
 * allowance; when it is short, approves exactly the amount swapped (never more), then sends the swap the data
 * service builds (the minimum received at the slippage tolerance), both through the RPC gate, as one atomic batch
 * where the wallet supports it. On success SWAP_SUCCESS is sent and every tab's balances and Activity refresh.
 */
export async function executeSwap(
  core: Core,
  { quoteId, gate }: ExecuteSwapParameters,
): Promise<ExecuteSwapReturnType> {
  const quote = core.wallet.swapQuotes?.get(quoteId)
  const ctx = await getSwapContext(core)
  if (
    !quote ||
    core.deps.clock.now() > quote.expiresAt ||
    quote.caipNetworkId !== ctx.caipNetworkId ||
    quote.address.toLowerCase() !== ctx.account.address.toLowerCase()
  ) {
    core.wallet.swapQuotes?.delete(quoteId)
    throw new SwapQuoteExpiredError()
  }
  // A quote is executed once: a second click cannot send a second swap.
  core.wallet.swapQuotes?.delete(quoteId)
  const amount = parseUnits(quote.fromAmount, quote.from.decimals)
  const token = quote.from.native ? undefined : quote.from.address.split(':')[2]
  const balance = await ctx.swap.readBalance(core, ctx.account, token)
  if (balance < amount)
    throw new InsufficientSwapBalanceError(quote.from.symbol, {
      details: `The swap spends ${quote.fromAmount} ${quote.from.symbol}.`,
    })
  // The price may have moved since the preview: a swap that would pay out less than the minimum shown is not
  // sent (the router's own minimum then guards the time until it is mined).
  const [fresh] = await ctx.convert.getQuotes({
    amount,
    userAddress: ctx.userAddress,
    from: quote.from.address,
    to: quote.to.address,
    gasPrice: 0n,
  })
  if (!fresh || BigInt(fresh.toAmount) < parseUnits(quote.minimumReceived, quote.to.decimals))
    throw new SwapQuoteExpiredError()
  const allowance = token
    ? await ctx.convert.getAllowance({ tokenAddress: quote.from.address, userAddress: ctx.userAddress })
    : undefined
  const approval =
    allowance !== undefined && allowance < amount
      ? await ctx.convert.buildApprove({
          userAddress: ctx.userAddress,
          from: quote.from.address,
          to: quote.to.address,
          amount,
        })
      : undefined
  const built = await ctx.convert.buildTransaction({
    userAddress: ctx.userAddress,
    from: quote.from.address,
    to: quote.to.address,
    amount,
    slippagePercent: quote.slippagePercent,
    // Until the approval is mined the node cannot estimate the swap: the wallet does.
    disableEstimate: approval !== undefined,
  })
  const plain = (caip: string) => caip.split(':')[2] ?? ''
  const properties = {
    isSmartAccount: false,
    network: quote.caipNetworkId,
    swapFromToken: quote.from.symbol,
    swapToToken: quote.to.symbol,
    swapfromAmount: quote.fromAmount,
    swapToAmount: quote.toAmount,
  }
  trackEvent(core, { event: 'INITIATE_SWAP', properties })
  const sent = await ctx.swap
    .sendSwap(core, {
      gate,
      from: ctx.account.address,
      caipNetworkId: ctx.caipNetworkId,
      token,
      amount,
      approval: approval && { to: plain(approval.to), data: approval.data },
      swap: {
        to: plain(built.to),
        data: built.data,
        value: BigInt(built.amount),
        gas: built.eip155?.gas === undefined ? undefined : BigInt(built.eip155.gas),
      },
    })
    .catch((error: unknown) => {
      trackEvent(core, { event: 'SWAP_ERROR', properties })
      throw error
    })
  void refreshAfterSend(core, { caipNetworkId: ctx.caipNetworkId })
  if (sent.status === 'reverted') {
    trackEvent(core, { event: 'SWAP_ERROR', properties })
    throw new SwapRevertedError(sent.hash)
  }
  trackEvent(core, { event: 'SWAP_SUCCESS', properties })
  return { hash: sent.hash, batched: sent.batched }
}
