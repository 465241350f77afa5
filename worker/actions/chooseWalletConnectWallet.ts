import type { WalletConnectChoice } from '../../src/walletConnect.ts'
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
  getWalletConnectRuntime(core).choice = choice ?? undefined
}
