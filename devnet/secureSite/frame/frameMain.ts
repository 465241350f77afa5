import { createFrameHandlers, parseChainId } from './createFrameHandlers.ts'
import { FRAME_CONFIG_ELEMENT_ID, secureFrameConfigSchema } from './frameConfig.ts'
import { createFrameStorage } from './frameStorage.ts'
import { listenToApp } from './listenToApp.ts'

// The secure frame page's script. It talks only to the window that embeds it, and only if that window's
// origin is on the site's allowed list (the page's frame-ancestors policy says the same to the browser).

function parentOriginOf(): string | undefined {
  // ancestorOrigins is the browser's own record of the embedding origin; the referrer is the fallback where
  // it is missing (it can be stripped, in which case the frame stays silent).
  const ancestor = window.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

const query = new URLSearchParams(window.location.search)
const log =
  query.get('enableLogger') === 'true'
    ? (...args: unknown[]) => console.info('[secure-frame]', ...args)
    : undefined
const config = secureFrameConfigSchema.parse(
  JSON.parse(document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent ?? '{}'),
)
const parentOrigin = parentOriginOf()

if (window.parent === window || !parentOrigin) {
  log?.('not embedded: the frame does nothing')
} else if (!config.allowedOrigins.includes(parentOrigin)) {
  log?.('the embedding origin is not allowed', parentOrigin)
} else {
  const storage = createFrameStorage(window.localStorage)
  // The last synced theme, until the app syncs again.
  const theme = /"themeMode":"(light|dark)"/.exec(storage.get('theme') ?? '')?.[1]
  if (theme) document.documentElement.style.colorScheme = theme
  listenToApp({
    self: window,
    parent: window.parent,
    parentOrigin,
    version: config.version,
    log,
    handlers: createFrameHandlers({
      config,
      storage,
      initialChainId: parseChainId(query.get('chainId') ?? ''),
      root: document.documentElement,
      reload: () => window.location.reload(),
      parentOrigin,
      siteOrigin: window.location.origin,
    }),
  })
}
