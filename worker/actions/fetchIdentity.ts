import { NAME_CACHE_MS } from '../../src/constants.ts'
import { supportsFeature } from '../../src/networks.ts'
import type { IdentityView } from '../../src/walletData.ts'
import { identityCacheRecord } from '../../src/walletRecords.ts'
import { getActiveAccount, isActiveAccount } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import { type Core, updateState } from '../core.ts'
import { dedupe } from '../dedupe.ts'

/**
 * Reads the active account's profile name and avatar (cached 5 min): the identity service first, then the
 * reverse name profile. When the service fails, the cached copy (of any age) is kept; nothing is announced,
 * because the bare address is a fine fallback.
 */
export async function fetchIdentity(core: Core): Promise<void> {
  await core.ready
  const account = getActiveAccount(core.store.getState())
  const api = getBlockchainApi(core)
  if (!account || !api || !supportsFeature('names', account.namespace)) return
  const { caipAddress, connection } = account
  const address = connection.address
  const suffix = `:${account.namespace}:${address.toLowerCase()}`
  const cached = await core.records.read(identityCacheRecord, suffix)
  const show = (found: { name: string | null; avatar: string | null }) => {
    const next: IdentityView = { caipAddress, name: found.name, avatar: found.avatar }
    const current = core.store.getState().identity
    if (!isActiveAccount(core, caipAddress) || JSON.stringify(current) === JSON.stringify(next)) return
    updateState(core, { identity: next })
  }
  if (cached && core.deps.clock.now() - cached.fetchedAt < NAME_CACHE_MS) return show(cached)
  return dedupe(core.wallet.inflight, `identity${suffix}`, async () => {
    try {
      if (!(await api.isNetworkSupported(connection.caipNetworkId))) return show({ name: null, avatar: null })
      let found = await api.getIdentity({ address, sender: address })
      if (!found.name) {
        const [profile] = await api.getReverseProfiles({ address, sender: address })
        const avatar = profile?.attributes?.avatar
        if (profile)
          found = { name: profile.name, avatar: found.avatar ?? (typeof avatar === 'string' ? avatar : null) }
      }
      await core.records.cache(identityCacheRecord, { ...found, fetchedAt: core.deps.clock.now() }, suffix)
      show(found)
    } catch {
      show(cached ?? { name: null, avatar: null })
    }
  })
}
