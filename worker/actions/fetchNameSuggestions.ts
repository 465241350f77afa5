import { HttpRequestError, NotConnectedError } from '../../src/errorClasses.ts'
import { InvalidNameError, NameSuggestionsError } from '../../src/nameErrors.ts'
import { isValidNameLabel, nameInZone } from '../../src/names.ts'
import { supportsFeature } from '../../src/networks.ts'
import { getActiveAccount } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import type { Core } from '../core.ts'
import { apiReasonOf } from '../services/apiReason.ts'
import type { BlockchainApi } from '../services/blockchainApi.ts'

export type FetchNameSuggestionsParameters = { label: string }

/** The full name asked for, whether it is free, and free names near it (full names, best first). */
export type FetchNameSuggestionsReturnType = { name: string; available: boolean; suggestions: string[] }

export type FetchNameSuggestionsErrorType = InvalidNameError | NotConnectedError | NameSuggestionsError

/**
 * Whether the name a person typed is free in the host's zone, and the service's suggestions near it
 * (GET /v1/profile/suggestions/{name} with the zone), for RegisterAccountName. Nothing is cached: a name can
 * be taken at any moment. The view asks once the typing has settled (300 ms).
 */
export async function fetchNameSuggestions(
  core: Core,
  { label }: FetchNameSuggestionsParameters,
): Promise<FetchNameSuggestionsReturnType> {
  await core.ready
  if (!isValidNameLabel(label)) throw new InvalidNameError(label)
  const account = getActiveAccount(core.store.getState())
  if (!account) throw new NotConnectedError()
  const api = getBlockchainApi(core)
  const zone = core.config.nameZone
  if (!api || !zone || !supportsFeature('names', account.namespace)) throw new NameSuggestionsError()
  const name = nameInZone(label, zone)
  try {
    const [taken, suggestions] = await Promise.all([
      isTaken(api, name),
      api.getNameSuggestions({ name: label.toLowerCase(), zone }),
    ])
    return {
      name,
      available: !taken,
      suggestions: suggestions.filter((s) => !s.registered && s.name !== name).map((s) => s.name),
    }
  } catch (error) {
    throw new NameSuggestionsError({ reason: apiReasonOf(error), cause: error })
  }
}

// A name resolves when it is taken; the service answers 404 for a free one.
async function isTaken(api: BlockchainApi, name: string): Promise<boolean> {
  try {
    await api.getProfile({ name })
    return true
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return false
    throw error
  }
}
