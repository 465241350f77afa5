import { parseCaipNetworkId } from '../../src/caip.ts'
import { ChainNotSupportedError } from '../../src/errors.ts'
import { traitsOf } from '../../src/namespaces.ts'
import type { SwitchNetworkParameters as SwitchNetworkIntent } from '../../src/types.ts'
import { getActiveAccount } from '../activeAccount.ts'
import { askWallet } from '../askWallet.ts'
import { adapterFor } from '../chains/adapterFor.ts'
import { type Core, updateState } from '../core.ts'
import { networkOf } from '../networks/networkOf.ts'
import { persistActiveNetwork } from '../persist.ts'
import { walletChains } from '../walletChains.ts'
import { setConnected } from './setConnected.ts'

/** The tab that asked (an EVM wallet is asked there) and the network to make active. */
export type SwitchNetworkParameters = SwitchNetworkIntent

export type SwitchNetworkReturnType = undefined

/**
 * A network the modal does not know or the wallet cannot add; the wallet's refusal stays
 * UserRejectedRequestError (4001), and runPageJob's errors pass through.
 */
export type SwitchNetworkErrorType = ChainNotSupportedError

// What was read for the account shown before; it must not show under another one.
const CLEARED = { balance: null, portfolio: null, activity: null }

/**
 * Makes `caipNetworkId` the active network (spec part 4 'Active network change'): its namespace becomes the
 * active one and the account shown is that namespace's address there, or none. Only an EVM wallet connected on
 * another EVM chain is asked (wallet_switchEthereumChain, then wallet_addEthereumChain when it does not know
 * the chain). Another namespace, a namespace without an address, or another Solana cluster (the Wallet
 * Standard has no switch) change only the core's state; the new account's balances are then read.
 */
export async function switchNetwork(
  core: Core,
  { tabId, caipNetworkId }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  await core.ready
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  const network = networkOf(core, caipNetworkId)
  if (!network) throw new ChainNotSupportedError({ caipNetworkId })
  const previous = core.store.getState()
  const connection = previous.connections[namespace]
  if (connection?.status !== 'connected' && connection?.status !== 'reconnecting') {
    // No address there (a stored session may still be confirming): nothing to ask, nothing to read.
    updateState(core, {
      activeNamespace: namespace,
      activeCaipNetworkId: caipNetworkId,
      unsupportedChain: false,
      ...CLEARED,
    })
    await persistActiveNetwork(core)
    return
  }
  // Only a wallet with a current chain is asked (src/namespaces.ts); its adapter says how.
  if (traitsOf(namespace).walletSwitchesChain && connection.caipNetworkId !== caipNetworkId) {
    const ask = askWallet(core, { tabId, connectorId: connection.connectorId })
    await (await adapterFor(namespace)).switchWalletChain?.(core, { ask, network })
  }
  // A wallet that lists its clusters (Wallet Standard `chains`) and leaves this one out would sign for another.
  else if (!(walletChains(core, connection.connectorId)?.includes(caipNetworkId) ?? true))
    throw new ChainNotSupportedError({ caipNetworkId })
  if (getActiveAccount(previous)?.caipAddress !== `${caipNetworkId}:${connection.address}`)
    updateState(core, CLEARED)
  await setConnected(core, {
    namespace,
    connectorId: connection.connectorId,
    address: connection.address,
    chainReference: reference,
  })
  await (await import('./fetchTokenBalances.ts')).fetchTokenBalances(core, { force: false })
}
