import type { CaipNetworkId } from '../src/types.ts'
import { runPageJob } from './actions/runPageJob.ts'
import type { AskWallet } from './chains/chainAdapter.ts'
import type { Core } from './core.ts'

/** How a chain adapter reaches a connected wallet: a wallet job for the tab that asked (or another that can). */
export function askWallet(
  core: Core,
  { tabId, connectorId }: { tabId?: string | undefined; connectorId: string },
): AskWallet {
  return (method: string, params?: unknown, chain?: CaipNetworkId) =>
    runPageJob(core, { tabId, connectorId, method, params, chain })
}
