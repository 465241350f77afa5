import { parseCaipNetworkId } from '../../src/caip.ts'
import { rpcUrlsFor } from '../../src/config.ts'
import { ChainNotSupportedError, isUserRejection } from '../../src/errors.ts'
import { shouldFallbackToAddChain } from '../../src/networkSwitch.ts'
import { getNetwork, toEvmChainIdHex } from '../../src/networks.ts'
import type { SwitchNetworkParameters } from '../../src/types.ts'
import { type Core, updateState } from '../core.ts'
import { persistConnection } from '../persist.ts'
import { toWalletError } from '../walletErrors.ts'
import { fetchBalance } from './fetchBalance.ts'
import { runPageJob } from './runPageJob.ts'
import { setConnected } from './setConnected.ts'

export type SwitchNetworkErrorType = ChainNotSupportedError

/**
 * Switches the active network. With a connected EVM wallet it asks the wallet with
 * wallet_switchEthereumChain and falls back to wallet_addEthereumChain when the wallet does not know the chain.
 */
export async function switchNetwork(
  core: Core,
  { tabId, caipNetworkId }: SwitchNetworkParameters,
): Promise<void> {
  await core.ready
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  const network = getNetwork(caipNetworkId)
  if (!network) throw new ChainNotSupportedError()
  const connection = core.store.getState().connections[namespace]
  if (!connection || connection.status === 'disconnected' || connection.status === 'connecting') {
    updateState(core, { activeNamespace: namespace, activeCaipNetworkId: caipNetworkId, balance: null })
    await persistConnection(core, namespace, undefined)
    return
  }
  if (namespace === 'eip155') {
    const chainId = toEvmChainIdHex(Number(reference))
    const job = { tabId, connectorId: connection.connectorId }
    try {
      await runPageJob(core, { ...job, method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    } catch (error) {
      if (isUserRejection(error) || !shouldFallbackToAddChain(error)) throw toWalletError(error)
      try {
        await runPageJob(core, {
          ...job,
          method: 'wallet_addEthereumChain',
          params: [
            {
              chainId,
              rpcUrls: rpcUrlsFor(core.config, caipNetworkId),
              chainName: network.name,
              nativeCurrency: network.nativeCurrency,
              blockExplorerUrls: network.blockExplorerUrls.length > 0 ? network.blockExplorerUrls : undefined,
            },
          ],
        })
      } catch (addError) {
        if (isUserRejection(addError)) throw toWalletError(addError)
        throw new ChainNotSupportedError({ cause: addError })
      }
    }
  }
  await setConnected(core, {
    namespace,
    connectorId: connection.connectorId,
    address: connection.address,
    chainReference: reference,
  })
  await fetchBalance(core, { force: false })
}
