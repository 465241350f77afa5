import { NAME_CACHE_MS } from '../../src/constants.ts'
import { supportsFeature } from '../../src/networks.ts'
import type { IdentityView } from '../../src/walletData.ts'
import { identityCacheRecord } from '../../src/walletRecords.ts'
import { getActiveAccount, isActiveAccount } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import { cachedRead } from '../cachedRead.ts'
import { type Core, updateState } from '../core.ts'

/** None: the account is the active one. */
export type FetchIdentityParameters = Record<string, never>

export type FetchIdentityReturnType = undefined

/** Never thrown: without a name the bare address shows. */
export type FetchIdentityErrorType = never

type Found = { name: string | null; avatar: string | null }

const NONE: Found = { name: null, avatar: null }

/**
 * Reads the active account's profile name and avatar through the cached read (5 min): the identity service
 * first, then the reverse name profile. When the service fails or every tab is offline, the cached copy (of any
 * age) is kept; nothing is announced, because the bare address is a fine fallback.
 */
export async function fetchIdentity(core: Core): Promise<FetchIdentityReturnType> {
  await core.ready
  const account = getActiveAccount(core.store.getState())
  const api = getBlockchainApi(core)
  if (!account || !api || !supportsFeature('names', account.namespace)) return
  const { caipAddress, connection } = account
  const address = connection.address
  const suffix = `:${account.namespace}:${address.toLowerCase()}`
  const outcome = await cachedRead(core, {
    key: `identity${suffix}`,
    record: identityCacheRecord,
    suffix,
    maxAgeMs: NAME_CACHE_MS,
    read: async () => {
      if (!(await api.isNetworkSupported(connection.caipNetworkId))) return null
      const found = await api.getIdentity({ address, sender: address })
      if (found.name) return found
      const [profile] = await api.getReverseProfiles({ address, sender: address })
      if (!profile) return found
      const avatar = profile.attributes?.avatar
      return { name: profile.name, avatar: found.avatar ?? (typeof avatar === 'string' ? avatar : null) }
    },
    stillActive: () => isActiveAccount(core, caipAddress),
  })
  if (outcome.kind === 'superseded') return
  const found = outcome.kind === 'absent' ? NONE : (outcome.value ?? NONE)
  const next: IdentityView = { caipAddress, name: found.name, avatar: found.avatar }
  if (JSON.stringify(core.store.getState().identity) === JSON.stringify(next)) return
  updateState(core, { identity: next })
}
