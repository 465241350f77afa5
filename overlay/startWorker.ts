import { CORE_FILES } from './workerFiles.ts'

/** The core's worker for this tab: the port of a SharedWorker where the browser has one, else a dedicated worker. */
export type CoreWorker = { endpoint: MessagePort | Worker; mode: 'shared' | 'dedicated' }

const NAME = 'walletdock-core'

/**
 * A worker must come from the page's origin. Core scripts on another origin (a CDN) run in a dedicated worker
 * made from a same-origin blob that imports them; a SharedWorker cannot be shared from a blob (each page's
 * blob URL differs), so those tabs use the dedicated-worker fallback, one leader elected by Web Locks.
 */
function startFrom(base: URL, shared: boolean): CoreWorker {
  const shareable = shared && base.origin === location.origin
  const url = new URL(shareable ? CORE_FILES.shared : CORE_FILES.dedicated, base)
  if (shareable)
    return { endpoint: new SharedWorker(url, { type: 'module', name: NAME }).port, mode: 'shared' }
  if (url.origin === location.origin)
    return { endpoint: new Worker(url, { type: 'module', name: NAME }), mode: 'dedicated' }
  const bootstrap = URL.createObjectURL(
    new Blob([`import ${JSON.stringify(url.href)}`], { type: 'text/javascript' }),
  )
  return { endpoint: new Worker(bootstrap, { type: 'module', name: NAME }), mode: 'dedicated' }
}

/** An http(s) loader URL on another origin than the page (bundlers may replace import.meta.url with file: URLs). */
function isCrossOrigin(moduleUrl: string): boolean {
  const url = new URL(moduleUrl)
  return /^https?:$/.test(url.protocol) && url.origin !== location.origin
}

/**
 * Starts (or joins) the core's worker. Its scripts are found next to this module (the literal
 * `new URL('…', import.meta.url)` forms below are what bundlers recognise and bundle as workers), or under
 * `assetBaseUrl` when the host serves the package's dist/lib folder elsewhere.
 */
export function startWorker(assetBaseUrl: string | undefined): CoreWorker {
  const shared = typeof SharedWorker === 'function'
  if (assetBaseUrl !== undefined) return startFrom(new URL(assetBaseUrl, location.href), shared)
  if (isCrossOrigin(import.meta.url)) return startFrom(new URL(import.meta.url), shared)
  if (shared) {
    const worker = new SharedWorker(new URL('../worker/entry.shared.ts', import.meta.url), {
      type: 'module',
      name: NAME,
    })
    return { endpoint: worker.port, mode: 'shared' }
  }
  const worker = new Worker(new URL('../worker/entry.dedicated.ts', import.meta.url), {
    type: 'module',
    name: NAME,
  })
  return { endpoint: worker, mode: 'dedicated' }
}
