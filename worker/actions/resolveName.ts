import { isEvmAddress } from '../../src/address.ts'
import { NAME_CACHE_MS } from '../../src/constants.ts'
import { NameResolutionError, NotConnectedError } from '../../src/errors.ts'
import { coinTypeOf, getNetwork } from '../../src/networks.ts'
import type { ResolvedName } from '../../src/types.ts'
import { nameCacheRecord } from '../../src/walletRecords.ts'
import { getActiveAccount } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import type { Core } from '../core.ts'

export type ResolveNameParameters = { name: string }

// ENS coin type of Ethereum mainnet; the chain's own coin type wins when the profile has one (ENSIP-11).
const ETHEREUM_COIN_TYPE = '60'

/** Resolves a name (e.g. alice.devnet.id) to an address on the active EVM chain (cached 5 min). */
export async function resolveName(core: Core, { name }: ResolveNameParameters): Promise<ResolvedName> {
  await core.ready
  const account = getActiveAccount(core.store.getState())
  if (!account) throw new NotConnectedError()
  const network = getNetwork(account.connection.caipNetworkId)
  const api = getBlockchainApi(core)
  const normalized = name.trim().toLowerCase()
  if (!api || account.namespace !== 'eip155' || !network)
    throw new NameResolutionError('Error resolving name')
  const suffix = `:${network.caipNetworkId}:${normalized}`
  const cached = await core.records.read(nameCacheRecord, suffix)
  if (cached && core.deps.clock.now() - cached.fetchedAt < NAME_CACHE_MS)
    return { name: normalized, address: cached.address, avatar: cached.avatar }
  let profile: Awaited<ReturnType<typeof api.getProfile>>
  try {
    profile = await api.getProfile({ name: normalized })
  } catch (error) {
    // The service's first reason (e.g. 'Name not found') is the message when it gave one (spec part 8).
    const reason = (error as { name?: string; details?: string }).name === 'HttpRequestError'
    throw new NameResolutionError(reason ? ((error as { details?: string }).details ?? '') : '', {
      cause: error,
    })
  }
  const address =
    profile.addresses[String(coinTypeOf(Number(network.id)))]?.address ??
    profile.addresses[ETHEREUM_COIN_TYPE]?.address
  if (!address || !isEvmAddress(address))
    throw new NameResolutionError(`${normalized} has no address on ${network.name}`)
  const avatar = typeof profile.attributes?.avatar === 'string' ? profile.attributes.avatar : null
  await core.records.cache(nameCacheRecord, { address, avatar, fetchedAt: core.deps.clock.now() }, suffix)
  return { name: normalized, address, avatar }
}
