import type { Plugin } from 'vite'

// What Vite's worker plugin writes for `new SharedWorker(new URL('…', import.meta.url))` with a relative base.
// The options follow; the minifier quotes their `type` with backticks, which Vite's worker plugin refuses
// ("Expected worker options type property to be a literal value").
const VITE_WORKER_URL =
  /new URL\(new URL\([`'"](assets\/entry\.(shared|dedicated)-[\w-]+\.js)[`'"],import\.meta\.url\)\.href,[`'"]{2}\+import\.meta\.url\),\{type:[`'"]module[`'"]/g

/**
 * Library build: the loader's worker URLs become the plain `new URL('./assets/…', import.meta.url)` form that
 * host bundlers (Vite, webpack) recognise inside `new SharedWorker(…)`/`new Worker(…)` and that a static
 * folder resolves next to the loader; the hashed file names also replace the markers of overlay/workerFiles.ts
 * (for `assetBaseUrl`). Fails the build when either is missing, so a change cannot silently break hosts.
 */
export function libCoreUrls(loaderFile: string): Plugin {
  return {
    name: 'walletdock-lib-core-urls',
    apply: 'build',
    generateBundle(_options, bundle) {
      const loader = bundle[loaderFile]
      if (loader?.type !== 'chunk') throw new Error(`libCoreUrls: no ${loaderFile} in the bundle`)
      const files: Record<string, string> = {}
      loader.code = loader.code.replace(VITE_WORKER_URL, (_match, file: string, kind: string) => {
        files[kind] = file
        return `new URL(${JSON.stringify(`./${file}`)},import.meta.url),{type:"module"`
      })
      for (const kind of ['shared', 'dedicated']) {
        const marker = `__WALLETDOCK_CORE_${kind.toUpperCase()}__`
        const file = files[kind]
        if (!file || !loader.code.includes(marker))
          throw new Error(`libCoreUrls: the ${kind} worker URL or its marker is missing from ${loaderFile}`)
        loader.code = loader.code.replaceAll(marker, file)
      }
    },
  }
}
