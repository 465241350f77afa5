import { deployDevNfts } from '../../devnet/contracts/devNfts.ts'
import { DEV_TOKENS, deployDevTokens } from '../../devnet/contracts/devTokens.ts'
import { deployUniswapV2 } from '../../devnet/contracts/uniswapV2.ts'
import { createDataApi, type DataApi } from '../../devnet/dataApi/createDataApi.ts'
import type { OnrampSource } from '../../devnet/dataApi/routes.ts'
import { getFreePort } from '../../devnet/ports.ts'
import type { WalletdockConfig } from '../../src/config.ts'
import { type TestChains, testConfig } from './harness.ts'
import type { ManualClock } from './manualClock.ts'

export { DEV_TOKENS }

/**
 * Deploys the devnet tokens on both test chains (and Uniswap V2 with its pools when `uniswap` is set, the NFT
 * collection when `nfts` is) and starts the devnet data API over them on a free port.
 */
export async function startTestDataApi(
  chains: TestChains,
  {
    pageSize = 10,
    uniswap = false,
    nfts = false,
    gasPriceChains,
    onramp,
  }: {
    pageSize?: number
    uniswap?: boolean
    nfts?: boolean
    gasPriceChains?: readonly string[]
    onramp?: OnrampSource | undefined
  } = {},
): Promise<DataApi> {
  await Promise.all(
    [chains.a, chains.b].map(async (chain) => {
      await deployDevTokens(chain.rpcUrl)
      if (uniswap) await deployUniswapV2(chain.rpcUrl)
      // The NFT collection's mints are in the dev accounts' history: only tests about NFTs deploy it.
      if (nfts) await deployDevNfts(chain.rpcUrl)
    }),
  )
  const api = createDataApi({
    chains: [
      { chainId: 31337, rpcUrl: chains.a.rpcUrl },
      { chainId: 31338, rpcUrl: chains.b.rpcUrl },
    ],
    port: await getFreePort(),
    pageSize,
    gasPriceChains,
    onramp,
  })
  await api.start()
  return api
}

/** The test configuration with the blockchain data service at `url`. */
export function dataApiConfig(
  chains: TestChains,
  url: string,
  extra: Record<string, unknown> = {},
): WalletdockConfig {
  return testConfig(chains, { serviceUrls: { blockchainApi: url }, ...extra })
}

/** Awaits `promise` while moving the manual clock on in small steps, so retry delays and timeouts can pass. */
export async function withClockRunning<T>(clock: ManualClock, promise: Promise<T>, stepMs = 100): Promise<T> {
  let done = false
  const settled = promise.finally(() => {
    done = true
  })
  // A promise that rejects while the clock is still moving is the caller's to see, not an unhandled rejection.
  settled.catch(() => undefined)
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    if (!done) clock.advance(stepMs)
  }
  return settled
}
