import type { ConnectorNotFoundError, TabGoneError, TimeoutError } from '../../src/errors.ts'
import type { WalletJob } from '../../src/types.ts'
import type { WalletConnectElsewhereError } from '../../src/walletConnectErrors.ts'
import { routeWalletJob } from '../connectors/route.ts'
import type { Core } from '../core.ts'

/** The wallet request to run, for one connector, and the tab that asked. */
export type RunPageJobParameters = WalletJob

/** The wallet's reply as it sent it; callers check it (src/walletReplies.ts, src/solana.ts). */
export type RunPageJobReturnType = unknown

/**
 * Besides whatever the wallet answered with (a rejection, a ProviderRpcError): no live tab has the wallet, no
 * tab is left, the wallet did not answer in time, or a session read on a follower that the leader answers.
 */
export type RunPageJobErrorType =
  | ConnectorNotFoundError
  | TabGoneError
  | TimeoutError
  | WalletConnectElsewhereError

/**
 * Runs a wallet request where its connector runs (decided in connectors/route.ts): a page job in the tab that
 * started the intent if it has the wallet, else in another live tab that has it; or in the core, for a
 * connector it reaches itself (WalletConnect, in the dedicated-worker leader's core).
 */
export function runPageJob(core: Core, job: RunPageJobParameters): Promise<RunPageJobReturnType> {
  return routeWalletJob(core, job)
}
