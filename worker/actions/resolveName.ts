import { isEvmAddress } from '../../src/address.ts'
import { NAME_CACHE_MS } from '../../src/constants.ts'
import { NameResolutionError, NotConnectedError } from '../../src/errors.ts'
import { coinTypeOf, supportsFeature } from '../../src/networks.ts'
import type { ResolvedName } from '../../src/types.ts'
import { nameCacheRecord } from '../../src/walletRecords.ts'
import { getActiveAccount } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import { cachedRead } from '../cachedRead.ts'
import type { Core } from '../core.ts'
import { networkOf } from '../networks/networkOf.ts'

export type ResolveNameParameters = { name: string }

export type ResolveNameReturnType = ResolvedName

export type ResolveNameErrorType = NameResolutionError | NotConnectedError

// ENS coin type of Ethereum mainnet; the chain's own coin type wins when the profile has one (ENSIP-11).
const ETHEREUM_COIN_TYPE = '60'

/**
 * Resolves a name (e.g. alice.devnet.id) to an address on the active EVM chain through the cached read (5 min).
 * Offline, a name resolved before still resolves; a failure is not served from an older copy (the name may have
 * moved) and is not asked again within the retry guard (1 s).
 */
export async function resolveName(
  core: Core,
  { name }: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  await core.ready
  const account = getActiveAccount(core.store.getState())
  if (!account) throw new NotConnectedError()
  const network = networkOf(core, account.connection.caipNetworkId)
  const api = getBlockchainApi(core)
  const normalized = name.trim().toLowerCase()
  if (!api || !supportsFeature('names', account.namespace) || !network)
    throw new NameResolutionError('Error resolving name')
  const suffix = `:${network.caipNetworkId}:${normalized}`
  const outcome = await cachedRead(core, {
    key: `name${suffix}`,
    record: nameCacheRecord,
    suffix,
    maxAgeMs: NAME_CACHE_MS,
    read: async () => {
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
      return { address, avatar }
    },
  })
  if (outcome.kind === 'lastKnown' && outcome.reason === 'failed') throw outcome.error
  // Offline, only a name resolved before can be served.
  const found = outcome.kind === 'fresh' || outcome.kind === 'lastKnown' ? outcome.value : undefined
  if (!found) throw new NameResolutionError('')
  return { name: normalized, address: found.address, avatar: found.avatar }
}
