import { NotConnectedError } from '../../src/errors.ts'
import { OnrampUnavailableError } from '../../src/onrampErrors.ts'
import { type ActiveAccount, getActiveAccount } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import type { Core } from '../core.ts'
import { featureOn } from '../featureOn.ts'
import type { BlockchainApi } from '../services/blockchainApi.ts'
import { createOnrampApi, type OnrampApi } from '../services/onrampApi.ts'
import type { OnrampWork } from '../walletWork.ts'

/** What every on-ramp action works with: the active account, the on-ramp calls and the data service. */
export type OnrampContext = {
  account: ActiveAccount
  onramp: OnrampApi
  api: BlockchainApi
  work: OnrampWork
}

/**
 * The active account and the on-ramp's service; OnrampUnavailableError when the feature is off (remote
 * configuration, basic mode: no call is made) or no data service is configured, NotConnectedError without an account.
 */
export function getOnrampContext(core: Core): OnrampContext {
  if (!featureOn(core, 'onramp')) throw new OnrampUnavailableError()
  const account = getActiveAccount(core.store.getState())
  if (!account) throw new NotConnectedError()
  const api = getBlockchainApi(core)
  const baseUrl = core.config.serviceUrls.blockchainApi
  if (!api || !baseUrl) throw new OnrampUnavailableError()
  core.wallet.onramp ??= {}
  const onramp = createOnrampApi({
    baseUrl,
    fetch: core.deps.fetch,
    clock: core.deps.clock,
    config: core.config,
  })
  return { account, onramp, api, work: core.wallet.onramp }
}
