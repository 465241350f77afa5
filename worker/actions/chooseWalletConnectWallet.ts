import type { WalletConnectChoice } from '../../src/walletConnect.ts'
import { getWalletConnectRuntime } from '../connectors/walletConnect/walletConnectRuntime.ts'
import type { Core } from '../core.ts'

export type ChooseWalletConnectWalletParameters = {
  /** The wallet picked for the pairing on screen, and the deep link the tab opened; null forgets the pick. */
  choice: WalletConnectChoice | null
}

export type ChooseWalletConnectWalletReturnType = undefined

/** It only remembers: nothing can fail once the core has restored. */
export type ChooseWalletConnectWalletErrorType = never

/**
 * Remembers which wallet the person picked (and the deep link the tab opened) for the pairing on
 * screen; finalizing the connection records it as the recent wallet and the stored deep link.
 */
export async function chooseWalletConnectWallet(
  core: Core,
  { choice }: ChooseWalletConnectWalletParameters,
): Promise<ChooseWalletConnectWalletReturnType> {
  await core.ready
  getWalletConnectRuntime(core).choice = choice ?? undefined
}
