import { NotConnectedError } from '../../src/errors.ts'
import { SwapNetworkUnsupportedError } from '../../src/swapErrors.ts'
import type { CaipNetworkId, Namespace } from '../../src/types.ts'
import { getActiveAccount } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import { adapterFor, hasAdapter } from '../chains/adapterFor.ts'
import type { ChainAccount, SwapSupport } from '../chains/chainAdapter.ts'
import type { Core } from '../core.ts'
import { featureOn } from '../featureOn.ts'
import type { BlockchainApi } from '../services/blockchainApi.ts'
import { type ConvertApi, createConvertApi } from '../services/convertApi.ts'

/** What every swap action works with: the active account, its namespace's swaps and the data service. */
export type SwapContext = {
  namespace: Namespace
  account: ChainAccount
  /** The account as CAIP-10, the way the convert calls name it. */
  userAddress: string
  caipNetworkId: CaipNetworkId
  swap: SwapSupport
  api: BlockchainApi
  convert: ConvertApi
}

/**
 * The active account and what swaps it on its network; 'Network not supported for Swaps' where its namespace
 * has none or no data service is configured, NotConnectedError without an account.
 */
export async function getSwapContext(core: Core): Promise<SwapContext> {
  const active = getActiveAccount(core.store.getState())
  if (!active) throw new NotConnectedError()
  const { caipNetworkId, address } = active.connection
  const swap = hasAdapter(active.namespace) ? (await adapterFor(active.namespace)).swap : undefined
  const api = getBlockchainApi(core)
  const baseUrl = core.config.serviceUrls.blockchainApi
  if (!swap || !api || !baseUrl || !featureOn(core, 'swaps'))
    throw new SwapNetworkUnsupportedError({ caipNetworkId })
  const convert = createConvertApi({
    baseUrl,
    fetch: core.deps.fetch,
    clock: core.deps.clock,
    config: core.config,
  })
  return {
    namespace: active.namespace,
    account: { address, caipNetworkId },
    userAddress: `${caipNetworkId}:${address}`,
    caipNetworkId,
    swap,
    api,
    convert,
  }
}
