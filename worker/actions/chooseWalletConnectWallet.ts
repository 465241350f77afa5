import type { WalletConnectChoice } from '../../src/walletConnect.ts'
// biome-ignore lint/suspicious/noImportCycles: known exception, leaderCalls <-> WalletConnect actions; it goes with the intent table (issue 10 item 1)
import { leaderOf } from '../connectors/leaderCalls.ts'
import { getWalletConnectRuntime } from '../connectors/walletConnect/walletConnectRuntime.ts'
import type { Core } from '../core.ts'

/**
 * Remembers which wallet the person picked (and the deep link the tab opened) for the pairing on
 * screen; finalizing the connection records it as the recent wallet and the stored deep link.
 */
export async function chooseWalletConnectWallet(
  core: Core,
  choice: WalletConnectChoice | null,
): Promise<void> {
  await core.ready
  // The pairing lives in the leader's core in the dedicated-worker fallback, so the choice goes there.
  const leader = leaderOf(core)
  if (leader) {
    await leader({ name: 'chooseWalletConnectWallet', payload: choice })
    return
  }
  getWalletConnectRuntime(core).choice = choice ?? undefined
}
