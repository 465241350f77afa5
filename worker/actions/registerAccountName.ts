import {
  type InvalidChainIdError,
  type ProviderRpcError,
  RpcNotAllowedError,
  UnsupportedChainError,
  type UserRejectedRequestError,
} from '../../src/errorClasses.ts'
import {
  AddressNotFoundError,
  InvalidNameError,
  NameRegistrationError,
  NetworkNotFoundError,
} from '../../src/nameErrors.ts'
import { registerNameMessage } from '../../src/nameMessage.ts'
import { isValidNameLabel, nameInZone } from '../../src/names.ts'
import { coinTypeOf, supportsFeature } from '../../src/networks.ts'
import { classifyMethod } from '../../src/rpcMethods.ts'
import type { IdentityView } from '../../src/walletData.ts'
import { identityCacheRecord } from '../../src/walletRecords.ts'
import { getActiveAccount, isActiveAccount } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import { adapterFor } from '../chains/adapterFor.ts'
import type { AskWallet } from '../chains/chainAdapter.ts'
import { type Core, updateState } from '../core.ts'
import { networkOf } from '../networks/networkOf.ts'
import { apiReasonOf } from '../services/apiReason.ts'
import { trackEvent } from './trackEvent.ts'

/**
 * The name as typed, without the zone, and the RPC gate (worker/actions/request.ts) bound to the tab that asked,
 * through which the wallet signs: one confirmation, the wallet's own prompt or, for the embedded wallet that has
 * none, ApproveTransaction with the message. The intent table binds it, as for executeSwap and signInWithX.
 */
export type RegisterAccountNameParameters = { label: string; gate: AskWallet }

/** The full name now registered to the account. */
export type RegisterAccountNameReturnType = { name: string }

/**
 * A bad name; no network, or no address or connector (spec part 8); a chain id too large for a coin type; the
 * wallet's refusal (4001: the person cancelled) or failure; the service's refusal, with its first reason.
 */
export type RegisterAccountNameErrorType =
  | InvalidNameError
  | NetworkNotFoundError
  | AddressNotFoundError
  | UnsupportedChainError
  | InvalidChainIdError
  | RpcNotAllowedError
  | UserRejectedRequestError
  | ProviderRpcError
  | NameRegistrationError

/**
 * Registers `label` in the host's zone for the active account (spec parts 4 and 7): the connected wallet signs
 * the JSON message (name, empty attributes, the time in seconds), which goes to POST /v1/profile/account with
 * the coin type of the account's chain (the chain id with the high bit set). On success the name is the
 * account's profile name in every tab and in the identity cache, so it shows at once and after a reload.
 */
export async function registerAccountName(
  core: Core,
  { label, gate }: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  await core.ready
  if (!isValidNameLabel(label)) throw new InvalidNameError(label)
  const state = core.store.getState()
  const account = getActiveAccount(state)
  const network = networkOf(core, account?.connection.caipNetworkId ?? state.activeCaipNetworkId)
  if (!network) throw new NetworkNotFoundError()
  if (!account) throw new AddressNotFoundError()
  const { namespace, caipAddress, connection } = account
  const adapter = await adapterFor(namespace)
  const api = getBlockchainApi(core)
  const zone = core.config.nameZone
  if (!supportsFeature('names', namespace) || !adapter.signMessage || !adapter.signMethod)
    throw new UnsupportedChainError({ namespace })
  if (classifyMethod(namespace, adapter.signMethod) !== 'unsafe')
    throw new RpcNotAllowedError({ method: adapter.signMethod })
  // Without a zone or a data service there is nowhere to register (the view offers none then).
  if (!api || !zone) throw new NameRegistrationError(label)
  const name = nameInZone(label, zone)
  const coinType = coinTypeOf(Number(network.id))
  const message = registerNameMessage(name, Math.floor(core.deps.clock.now() / 1000))
  trackEvent(core, { event: 'REGISTER_NAME_INITIATED', properties: { isSmartAccount: false, ensName: name } })
  const signature = await adapter.signMessage(core, { ask: gate, address: connection.address, message })
  try {
    await api.registerName({ coinType, address: connection.address, message, signature })
  } catch (error) {
    trackEvent(core, { event: 'REGISTER_NAME_ERROR', properties: { isSmartAccount: false, ensName: name } })
    throw new NameRegistrationError(name, { reason: apiReasonOf(error), cause: error })
  }
  trackEvent(core, { event: 'REGISTER_NAME_SUCCESS', properties: { isSmartAccount: false, ensName: name } })
  const current = core.store.getState().identity
  const avatar = current?.caipAddress === caipAddress ? current.avatar : null
  await core.records.cache(
    identityCacheRecord,
    { name, avatar, fetchedAt: core.deps.clock.now() },
    `:${namespace}:${connection.address.toLowerCase()}`,
  )
  if (isActiveAccount(core, caipAddress)) {
    const identity: IdentityView = { caipAddress, name, avatar }
    updateState(core, { identity })
  }
  return { name }
}
