import {
  balanceReplySchema,
  type FungiblePrice,
  fungiblePriceReplySchema,
  type HistoryReply,
  historyReplySchema,
  type Identity,
  identitySchema,
  type Nft,
  nameSuggestionsReplySchema,
  nftReplySchema,
  type Profile,
  profileSchema,
  reverseProfileReplySchema,
  supportedChainsSchema,
  type TokenBalance,
} from '../../src/blockchainApiSchemas.ts'
import type { WalletdockConfig } from '../../src/config.ts'
import { BALANCE_CURRENCY } from '../../src/constants.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import type { z } from '../../src/zod.ts'
import { dedupe } from '../dedupe.ts'
import type { Clock } from '../deps.ts'
import { createHttpClient, type Query } from './createHttpClient.ts'

/** The blockchain data service calls this issue uses (spec part 7), every reply validated. */
export type BlockchainApi = {
  /** Whether the service covers a network (from v1/supported-chains, read once per core). */
  isNetworkSupported(caipNetworkId: string): Promise<boolean>
  getBalances(p: {
    address: string
    caipNetworkId: CaipNetworkId
    forceUpdate?: string | undefined
  }): Promise<TokenBalance[]>
  getHistory(p: {
    account: string
    caipNetworkId: CaipNetworkId
    cursor?: string | undefined
    /** The on-ramp providers whose deliveries the reply marks as purchases (operation type 'buy'). */
    onramp?: string | undefined
  }): Promise<HistoryReply>
  getIdentity(p: { address: string; sender?: string | undefined }): Promise<Identity>
  getReverseProfiles(p: { address: string; sender?: string | undefined }): Promise<Profile[]>
  getProfile(p: { name: string }): Promise<Profile>
  getFungiblePrices(p: { addresses: string[] }): Promise<FungiblePrice[]>
  /** The NFTs `address` holds on a network; none on networks the service does not cover. */
  getNfts(p: { address: string; caipNetworkId: CaipNetworkId }): Promise<Nft[]>
  /** Names near `name` in `zone`, each with whether it is taken. */
  getNameSuggestions(p: { name: string; zone: string }): Promise<{ name: string; registered: boolean }[]>
  /** Registers a name: `message` is the JSON the address signed (`signature`); the reply is the new profile. */
  registerName(p: { coinType: number; address: string; message: string; signature: string }): Promise<Profile>
}

export type CreateBlockchainApiParameters = {
  baseUrl: string
  fetch: typeof fetch
  clock: Clock
  config: Pick<WalletdockConfig, 'projectId' | 'sdkType' | 'sdkVersion'>
  clientId?: (() => string | undefined) | undefined
}

/** The client of the blockchain data service at `baseUrl`. */
export function createBlockchainApi(p: CreateBlockchainApiParameters): BlockchainApi {
  const http = createHttpClient({
    baseUrl: p.baseUrl,
    fetch: p.fetch,
    clock: p.clock,
    commonParams: () => ({
      st: p.config.sdkType,
      sv: p.config.sdkVersion,
      projectId: p.config.projectId,
      clientId: p.clientId?.(),
    }),
  })
  const inflight = new Map<string, Promise<unknown>>()
  // Identical concurrent GETs share one request.
  const get = <S extends z.ZodMiniType>(path: string, query: Query, schema: S) =>
    dedupe(inflight, `${path}?${JSON.stringify(query)}`, () => http.get(path, { query, schema }))
  let supported: Promise<Set<string>> | undefined
  const isNetworkSupported = async (caipNetworkId: string) => {
    supported ??= get('v1/supported-chains', {}, supportedChainsSchema).then(
      (r) => new Set([...r.http, ...r.ws]),
    )
    // A failed read is asked again next time instead of being remembered.
    supported.catch(() => {
      supported = undefined
    })
    return (await supported).has(caipNetworkId)
  }
  const path = (template: string, value: string) => template.replace('{}', encodeURIComponent(value))

  return {
    isNetworkSupported,
    async getBalances({ address, caipNetworkId, forceUpdate }) {
      // Calls are skipped with an empty result on networks the service does not cover (spec part 7).
      if (!(await isNetworkSupported(caipNetworkId))) return []
      const query = { currency: BALANCE_CURRENCY, chainId: caipNetworkId, forceUpdate }
      return (await get(path('/v1/account/{}/balance', address), query, balanceReplySchema)).balances
    },
    async getHistory({ account, caipNetworkId, cursor, onramp }) {
      if (!(await isNetworkSupported(caipNetworkId))) return { data: [], next: null }
      return get(
        path('/v1/account/{}/history', account),
        { chainId: caipNetworkId, cursor, onramp },
        historyReplySchema,
      )
    },
    getIdentity: ({ address, sender }) => get(path('/v1/identity/{}', address), { sender }, identitySchema),
    getReverseProfiles: ({ address, sender }) =>
      get(path('/v1/profile/reverse/{}', address), { sender, apiVersion: 2 }, reverseProfileReplySchema),
    getProfile: ({ name }) => get(path('/v1/profile/account/{}', name), { apiVersion: 2 }, profileSchema),
    async getFungiblePrices({ addresses }) {
      const body = { currency: BALANCE_CURRENCY, addresses, projectId: p.config.projectId }
      return (await http.post('/v1/fungible/price', { body, schema: fungiblePriceReplySchema })).fungibles
    },
    async getNfts({ address, caipNetworkId }) {
      if (!(await isNetworkSupported(caipNetworkId))) return []
      const query = { chainId: caipNetworkId }
      return (await get(path('/v1/account/{}/nfts', address), query, nftReplySchema)).data
    },
    async getNameSuggestions({ name, zone }) {
      const path_ = path('/v1/profile/suggestions/{}', name)
      return (await get(path_, { zone }, nameSuggestionsReplySchema)).suggestions
    },
    registerName: ({ coinType, address, message, signature }) =>
      http.post('/v1/profile/account', {
        body: { coin_type: coinType, address, message, signature },
        schema: profileSchema,
      }),
  }
}
