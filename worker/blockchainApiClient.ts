import type { Core } from './core.ts'
import { type BlockchainApi, createBlockchainApi } from './services/blockchainApi.ts'

/** The blockchain data service client of this core, or undefined when none is configured. */
export function getBlockchainApi(core: Core): BlockchainApi | undefined {
  if (core.wallet.api === undefined) {
    const baseUrl = core.config.serviceUrls.blockchainApi
    core.wallet.api = baseUrl
      ? createBlockchainApi({ baseUrl, fetch: core.deps.fetch, clock: core.deps.clock, config: core.config })
      : null
  }
  return core.wallet.api ?? undefined
}
