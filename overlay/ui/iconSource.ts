import type { TabStore } from '../tabStore.ts'
import { hasLiveConnection, type WhenIdle, whenIdle } from './preloadWhenConnected.ts'

/** Bitmaps of vector wallet icons, by the icon's URL: filled at idle (rasterizeIcons.ts), read as rows render. */
const bitmaps = new Map<string, string>()

/** What an `<img>` of this icon shows: its bitmap once drawn, else the icon itself. */
export const iconSource = (url: string): string => bitmaps.get(url) ?? url

/** An SVG given inline (`data:`): each `<img>` of one makes its own SVG document, on the main thread. */
const isInlineSvg = (url: string | undefined): url is string => !!url?.startsWith('data:image/svg+xml')

/** Draws each of `urls` into a bitmap, or gives undefined for one it cannot (the `<img>` keeps the SVG). */
export type Rasterize = (urls: string[]) => Promise<(string | undefined)[]>

const rasterizeLazily: Rasterize = (urls) => import('./rasterizeIcons.ts').then((m) => m.rasterizeIcons(urls))

/**
 * Draws the listed wallets' inline SVG icons into bitmaps at idle, as the core lists them, while this tab is not
 * connected (Connect is the view an open shows then; a connected tab's first open shows Account, and its idle moments
 * are the Account view's). An SVG `<img>` builds its own SVG document on the main thread each time it is created
 * (4-5 ms per icon on the bench machine, by its traces): Connect made one per wallet row on every open, inside the
 * click. A bitmap `<img>` is decoded off the main thread. Returns a function that stops watching.
 */
export function rasterizeListedIcons(
  store: TabStore,
  rasterize: Rasterize = rasterizeLazily,
  later: WhenIdle = whenIdle,
): () => void {
  const seen = new Set<string>()
  const take = () => {
    const state = store.getState()
    if (!state.snapshot || hasLiveConnection(state)) return
    const urls = state.snapshot.connectors
      .map((c) => c.imageUrl)
      .filter((url) => isInlineSvg(url) && !seen.has(url)) as string[]
    if (urls.length === 0) return
    for (const url of urls) seen.add(url)
    later(() => {
      void rasterize(urls).then(
        (drawn) => {
          for (const [i, bitmap] of drawn.entries()) if (bitmap) bitmaps.set(urls[i] as string, bitmap)
        },
        // Not drawn (no canvas here, or it failed to load): those rows keep their SVG.
        () => undefined,
      )
    })
  }
  take()
  return store.subscribe(take)
}
