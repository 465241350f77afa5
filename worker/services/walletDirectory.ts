import { networkIdsOf, type WalletdockConfig } from '../../src/config.ts'
import {
  FEATURED_WALLETS_DEFAULT,
  ICON_MAX_BYTES,
  IMAGE_PRELOAD_TIMEOUT_MS,
  SEARCH_ENTRIES,
  WALLET_IMAGES_PER_PAGE,
  WALLET_PAGE_SIZE,
} from '../../src/constants.ts'
import { BaseError } from '../../src/errors.ts'
import { type CoreText, coreTextOf } from '../../src/messages/coreText.ts'
import { namespaceOf } from '../../src/namespaces.ts'
import { supportsFeature } from '../../src/networks.ts'
import { defineRecord } from '../../src/records.ts'
import {
  getWalletsReplySchema,
  toWalletEntry,
  type WalletEntry,
  type WalletPage,
  type WalletQuery,
  walletEntrySchema,
} from '../../src/walletDirectory.ts'
import { goodEntries } from '../../src/walletLinkSchemas.ts'
import { z } from '../../src/zod.ts'
import type { Clock } from '../deps.ts'
import type { RecordStorage } from '../storage.ts'
import { createHttpClient, type Query } from './createHttpClient.ts'
import { readLimited } from './readLimited.ts'

/** The production wallet directory, used when the configuration names none. */
export const DEFAULT_WALLET_DIRECTORY_URL = 'https://api.web3modal.org'

/** A page the directory served, kept so a failed or invalid later answer can still show wallets. */
export const walletPageRecord = defineRecord(
  'walletdock:walletPage',
  1,
  z.object({
    count: z.int().check(z.nonnegative()),
    // A bad wallet entry is skipped; the rest of the page still shows.
    wallets: goodEntries(walletEntrySchema),
    fetchedAt: z.number(),
  }),
)

/** A wallet icon, fetched once and kept as a data URL. */
export const walletImageRecord = defineRecord(
  'walletdock:walletImage',
  1,
  z.string().check(z.regex(/^data:image\/[\w.+-]+;base64,/)),
)

export type CreateWalletDirectoryParameters = {
  config: Pick<
    WalletdockConfig,
    | 'projectId'
    | 'sdkType'
    | 'sdkVersion'
    | 'serviceUrls'
    | 'includeWalletIds'
    | 'excludeWalletIds'
    | 'networks'
  >
  fetch: typeof fetch
  clock: Clock
  records: RecordStorage
  /** The WalletConnect client id, once there is one (sent as `clientId`). */
  clientId?: (() => string | undefined) | undefined
}

/** A query the directory answers: AllWallets' pages and searches, or a fixed list (featured). */
export type DirectoryQuery = WalletQuery & { entries?: number | undefined; include?: string[] | undefined }

/** The wallet directory client (spec part 7): pages, searches, images; replies checked and cached. */
export type WalletDirectory = {
  getWallets(query: DirectoryQuery): Promise<WalletPage>
}

/**
 * Pages of 40 (a search asks for 100), the host's include/exclude lists and EVM networks on every call,
 * icons for the first 20 wallets of a page fetched as data URLs (the rest load by URL when shown).
 * A failed or invalid reply is treated as none: the last good copy of that page is shown instead, and
 * the cache keeps it.
 */
export function createWalletDirectory(p: CreateWalletDirectoryParameters): WalletDirectory {
  const baseUrl = p.config.serviceUrls.walletDirectory ?? DEFAULT_WALLET_DIRECTORY_URL
  const common = (): Query => ({
    st: p.config.sdkType,
    sv: p.config.sdkVersion,
    projectId: p.config.projectId,
    clientId: p.clientId?.(),
  })
  const http = createHttpClient({
    baseUrl,
    fetch: p.fetch,
    clock: p.clock,
    commonParams: common,
    retryCount: 1,
  })
  // Wallets are filtered by the networks the modal can connect on.
  const chains = networkIdsOf(p.config).filter((id) => supportsFeature('connect', namespaceOf(id)))

  const imageUrlOf = (imageId: string) => {
    const url = new URL(
      `getWalletImage/${encodeURIComponent(imageId)}`,
      baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    )
    for (const [key, value] of Object.entries(common()))
      if (value !== undefined) url.searchParams.set(key, String(value))
    return url.toString()
  }

  async function imageDataUrl(imageId: string): Promise<string | undefined> {
    const cached = await p.records.read(walletImageRecord, `:${imageId}`)
    if (cached) return cached
    const controller = new AbortController()
    const timer = p.clock.setTimeout(() => controller.abort(), IMAGE_PRELOAD_TIMEOUT_MS)
    try {
      const response = await p.fetch(imageUrlOf(imageId), { signal: controller.signal })
      const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? ''
      if (!response.ok || !/^image\/[\w.+-]+$/.test(type)) return undefined
      // An icon over the cap is not kept (a data URL of it would sit in every snapshot); it loads by URL instead.
      const bytes = await readLimited({ response, maxBytes: ICON_MAX_BYTES, url: imageUrlOf(imageId) })
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      const dataUrl = `data:${type};base64,${btoa(binary)}`
      await p.records.cache(walletImageRecord, dataUrl, `:${imageId}`)
      return dataUrl
    } catch {
      // An icon that does not load in time is left to load by URL when shown.
      return undefined
    } finally {
      p.clock.clearTimeout(timer)
    }
  }

  async function withImages(wallets: WalletEntry[]): Promise<WalletEntry[]> {
    return Promise.all(
      wallets.map(async (wallet, index) => {
        if (wallet.imageUrl || !wallet.imageId) return wallet
        const preloaded = index < WALLET_IMAGES_PER_PAGE ? await imageDataUrl(wallet.imageId) : undefined
        return { ...wallet, imageUrl: preloaded ?? imageUrlOf(wallet.imageId) }
      }),
    )
  }

  return {
    async getWallets(query) {
      const search = query.search?.trim() || undefined
      const entries = query.entries ?? (search ? SEARCH_ENTRIES : WALLET_PAGE_SIZE)
      const include = query.include ?? p.config.includeWalletIds
      const params: Query = {
        page: query.page,
        entries,
        search,
        badge_type: query.badge,
        include: include?.length ? include.join(',') : undefined,
        exclude: p.config.excludeWalletIds?.length ? p.config.excludeWalletIds.join(',') : undefined,
        chains: chains.length ? chains.join(',') : undefined,
      }
      const key = `:${JSON.stringify(params)}`
      try {
        const reply = await http.get('getWallets', { query: params, schema: getWalletsReplySchema })
        const wallets = reply.data.map((w) => toWalletEntry(w))
        // Best effort: a store that refuses the copy only loses the offline fallback, not this answer.
        await p.records.cache(
          walletPageRecord,
          { count: reply.count, wallets, fetchedAt: p.clock.now() },
          key,
        )
        return { wallets: await withImages(wallets), count: reply.count, page: query.page, source: 'network' }
      } catch (error) {
        const cached = await p.records.read(walletPageRecord, key)
        // The short message names what went wrong (an invalid reply, an HTTP status), not a schema detail.
        const problem: CoreText =
          error instanceof BaseError ? { text: error.shortMessage, error: error.name } : coreTextOf(error)
        if (!cached) return { wallets: [], count: 0, page: query.page, source: 'none', problem }
        return {
          wallets: await withImages(cached.wallets),
          count: cached.count,
          page: query.page,
          source: 'cache',
          problem,
        }
      }
    },
  }
}

/** How many featured or recommended wallets the Connect view lists. */
export const SUGGESTED_WALLETS = FEATURED_WALLETS_DEFAULT
