import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Served } from './staticServer.ts'

/** Raw, gzip -9 and brotli (quality 11) sizes of a set of JavaScript responses. */
export type JsBytes = { files: number; raw: number; gzip: number; brotli: number }

const cache = new Map<string, { raw: number; gzip: number; brotli: number }>()

/** gzip -9 and brotli q11 sizes of one served file (cached). */
export function sizesOf(root: string, path: string) {
  const key = join(root, path)
  let sizes = cache.get(key)
  if (!sizes) {
    const body = readFileSync(key)
    sizes = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }
    cache.set(key, sizes)
  }
  return sizes
}

const WORKER_DESTS = new Set(['sharedworker', 'worker', 'serviceworker'])

/**
 * Splits served JavaScript into what the page's main thread fetched and what workers fetched: a
 * worker's script has a worker fetch destination, its imports have the worker script as referrer.
 */
export function classify(served: Served[]): { page: Served[]; worker: Served[] } {
  const js = served.filter((s) => s.path.endsWith('.js'))
  const workerScripts = new Set(js.filter((s) => WORKER_DESTS.has(s.dest)).map((s) => s.path))
  const isWorker = (s: Served) =>
    WORKER_DESTS.has(s.dest) || [...workerScripts].some((path) => s.referer.endsWith(path))
  return { page: js.filter((s) => !isWorker(s)), worker: js.filter(isWorker) }
}

/** Sums the sizes of responses (each file once: a second fetch of the same file is not new code). */
export function measureJs(root: string, served: Served[]): JsBytes {
  const paths = [...new Set(served.map((s) => s.path))]
  const total = { files: paths.length, raw: 0, gzip: 0, brotli: 0 }
  for (const path of paths) {
    const sizes = sizesOf(root, path)
    total.raw += sizes.raw
    total.gzip += sizes.gzip
    total.brotli += sizes.brotli
  }
  return total
}
