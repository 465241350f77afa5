import type { WalletdockConfig } from '../../src/config.ts'
import {
  allowanceReplySchema,
  buildApproveReplySchema,
  buildSwapReplySchema,
  gasPriceReplySchema,
  type SwapApiToken,
  swapQuotesReplySchema,
  swapTokensReplySchema,
} from '../../src/swapSchemas.ts'
import type { z } from '../../src/zod.ts'
import type { Clock } from '../deps.ts'
import { createHttpClient } from './createHttpClient.ts'

/** The data service's swap calls (spec part 7, `/v1/convert/*`), every reply validated. Addresses are CAIP-10. */
export type ConvertApi = {
  getTokens(p: { caipNetworkId: string }): Promise<SwapApiToken[]>
  getQuotes(p: {
    amount: bigint
    userAddress: string
    from: string
    to: string
    gasPrice: bigint
  }): Promise<z.output<typeof swapQuotesReplySchema>['quotes']>
  getGasPrice(p: { caipNetworkId: string }): Promise<z.output<typeof gasPriceReplySchema>>
  getAllowance(p: { tokenAddress: string; userAddress: string }): Promise<bigint>
  /** An approval of exactly `amount` of `from` for the swap to `to`. */
  buildApprove(p: {
    userAddress: string
    from: string
    to: string
    amount: bigint
  }): Promise<z.output<typeof buildApproveReplySchema>['tx']>
  buildTransaction(p: {
    userAddress: string
    from: string
    to: string
    amount: bigint
    slippagePercent: number
    disableEstimate: boolean
  }): Promise<z.output<typeof buildSwapReplySchema>['tx']>
}

export type CreateConvertApiParameters = {
  baseUrl: string
  fetch: typeof fetch
  clock: Clock
  config: Pick<WalletdockConfig, 'projectId' | 'sdkType' | 'sdkVersion'>
}

/** The client of the data service's convert calls at `baseUrl`. */
export function createConvertApi(p: CreateConvertApiParameters): ConvertApi {
  const http = createHttpClient({
    baseUrl: p.baseUrl,
    fetch: p.fetch,
    clock: p.clock,
    commonParams: () => ({ st: p.config.sdkType, sv: p.config.sdkVersion, projectId: p.config.projectId }),
  })
  return {
    async getTokens({ caipNetworkId }) {
      return (
        await http.get('/v1/convert/tokens', {
          query: { chainId: caipNetworkId },
          schema: swapTokensReplySchema,
        })
      ).tokens
    },
    async getQuotes({ amount, userAddress, from, to, gasPrice }) {
      const query = { amount: amount.toString(), userAddress, from, to, gasPrice: gasPrice.toString() }
      return (await http.get('/v1/convert/quotes', { query, schema: swapQuotesReplySchema })).quotes
    },
    getGasPrice: ({ caipNetworkId }) =>
      http.get('/v1/convert/gas-price', { query: { chainId: caipNetworkId }, schema: gasPriceReplySchema }),
    async getAllowance({ tokenAddress, userAddress }) {
      const reply = await http.get('/v1/convert/allowance', {
        query: { tokenAddress, userAddress },
        schema: allowanceReplySchema,
      })
      return BigInt(reply.allowance)
    },
    async buildApprove({ userAddress, from, to, amount }) {
      const query = { userAddress, from, to, amount: amount.toString() }
      return (await http.get('/v1/convert/build-approve', { query, schema: buildApproveReplySchema })).tx
    },
    async buildTransaction({ userAddress, from, to, amount, slippagePercent, disableEstimate }) {
      const body = {
        projectId: p.config.projectId,
        amount: amount.toString(),
        eip155: { slippage: String(slippagePercent) },
        from,
        to,
        userAddress,
        disableEstimate,
      }
      return (await http.post('/v1/convert/build-transaction', { body, schema: buildSwapReplySchema })).tx
    },
  }
}
