import type { Nft } from '../../src/blockchainApiSchemas.ts'
import { BALANCE_CACHE_MS } from '../../src/constants.ts'
import { NotConnectedError } from '../../src/errorClasses.ts'
import { getErrorMessage } from '../../src/errorMessage.ts'
import { nftCacheRecord } from '../../src/nftRecords.ts'
import { getActiveAccount, isActiveAccount } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import { cachedRead } from '../cachedRead.ts'
import { adapterFor } from '../chains/adapterFor.ts'
import type { Core } from '../core.ts'

export type FetchNftsParameters = { force: boolean }

/**
 * The NFTs tab's list for the active account: `ready` (read within 30 s), `stale` (the last-known list, with when
 * it was read, because the service failed or every tab is offline; `problem` says why when it failed),
 * `unavailable` (nothing known and nothing readable), or `unsupported` (no source covers the network).
 */
export type FetchNftsReturnType =
  | { status: 'ready'; caipAddress: string; nfts: Nft[]; fetchedAt: number }
  | { status: 'stale'; caipAddress: string; nfts: Nft[]; fetchedAt: number; problem: string | null }
  | { status: 'unavailable'; caipAddress: string; problem: string | null }
  | { status: 'unsupported'; caipAddress: string }

/** With no connected account. */
export type FetchNftsErrorType = NotConnectedError

/**
 * Reads the active account's NFTs through the cached read (30 s, like balances): from the namespace's chain
 * adapter (the data service's GET /v1/account/{address}/nfts on EVM). A failure or an offline browser keeps the
 * last-known list, labelled with its age; nothing stored is ever lost to a bad reply.
 */
export async function fetchNfts(core: Core, { force }: FetchNftsParameters): Promise<FetchNftsReturnType> {
  await core.ready
  const account = getActiveAccount(core.store.getState())
  if (!account) throw new NotConnectedError()
  const { caipAddress, namespace, connection } = account
  const adapter = await adapterFor(namespace)
  const api = getBlockchainApi(core)
  if (!adapter.readNfts || !api) return { status: 'unsupported', caipAddress }
  const readNfts = adapter.readNfts
  const outcome = await cachedRead(core, {
    key: `nfts:${caipAddress}`,
    record: nftCacheRecord,
    suffix: `:${caipAddress}`,
    maxAgeMs: BALANCE_CACHE_MS,
    force,
    read: async () => {
      const nfts = await readNfts(
        core,
        { address: connection.address, caipNetworkId: connection.caipNetworkId },
        { api },
      )
      return nfts === 'unsupported' ? null : { caipAddress, nfts }
    },
    stillActive: () => isActiveAccount(core, caipAddress),
  })
  if (outcome.kind === 'absent' || outcome.kind === 'superseded')
    return { status: 'unsupported', caipAddress }
  if (outcome.kind === 'fresh') return { status: 'ready', caipAddress, ...pick(outcome.value) }
  const problem = outcome.reason === 'failed' ? getErrorMessage(outcome.error) : null
  if (!outcome.value) return { status: 'unavailable', caipAddress, problem }
  return { status: 'stale', caipAddress, ...pick(outcome.value), problem }
}

const pick = ({ nfts, fetchedAt }: { nfts: Nft[]; fetchedAt: number }) => ({ nfts, fetchedAt })
