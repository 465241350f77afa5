import { ChainNotSupportedError, isUserRejection } from '../../../src/errors.ts'
import { shouldFallbackToAddChain } from '../../../src/networkSwitch.ts'
import { type Network, toEvmChainIdHex } from '../../../src/networks.ts'
import type { Core } from '../../core.ts'
import { rpcUrlsOf } from '../../networks/networkOf.ts'
import { toWalletError } from '../../walletErrors.ts'
import type { AskWallet } from '../chainAdapter.ts'

/**
 * Asks an EVM wallet to move to `network` (wallet_switchEthereumChain), and to add it first when it does not
 * know it (wallet_addEthereumChain with the configured RPC URLs, spec part 4). A refusal to add is 'Chain not
 * supported'; the person rejecting either prompt stays a rejection.
 */
export async function switchEvmChain(core: Core, { ask, network }: { ask: AskWallet; network: Network }) {
  const chainId = toEvmChainIdHex(Number(network.id))
  try {
    await ask('wallet_switchEthereumChain', [{ chainId }])
  } catch (error) {
    if (isUserRejection(error) || !shouldFallbackToAddChain(error)) throw toWalletError(error)
    try {
      await ask('wallet_addEthereumChain', [
        {
          chainId,
          rpcUrls: rpcUrlsOf(core, network.caipNetworkId),
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          blockExplorerUrls: network.blockExplorerUrls.length > 0 ? network.blockExplorerUrls : undefined,
        },
      ])
    } catch (addError) {
      if (isUserRejection(addError)) throw toWalletError(addError)
      throw new ChainNotSupportedError({ cause: addError })
    }
  }
}
