import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'

// Checks the library build (`vite build --mode lib`) against bench/budgets.json, from Vite's manifest.
type Chunk = {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  assets?: string[]
  isEntry?: boolean
}
type Budget = { gzip: number; note: string }

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist/lib')
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')) as Record<
  string,
  Budget
> & {
  forbidden: string[]
}

/** A chunk's file and every chunk it imports statically. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const next of chunk.imports ?? []) closure(next, seen)
  return seen
}

const measure = (files: Iterable<string>) => {
  let raw = 0
  let gzip = 0
  let brotli = 0
  for (const file of files) {
    const bytes = readFileSync(join(dist, file))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
    brotli += brotliCompressSync(bytes).length
  }
  return { raw, gzip, brotli }
}

const entry = Object.entries(manifest).find(([, c]) => c.isEntry)
if (!entry) throw new Error('No entry in dist/lib/.vite/manifest.json: run `vite build --mode lib` first.')
const [entryKey, entryChunk] = entry
const loaderFiles = closure(entryKey)
const uiKey = entryChunk.dynamicImports?.find((k) => k.includes('mount'))
if (!uiKey) throw new Error('The loader has no dynamic import of the UI chunk.')
const uiFiles = [...closure(uiKey)].filter((f) => !loaderFiles.has(f))
const workerFile = entryChunk.assets?.find((f) => f.includes('entry.shared'))
if (!workerFile) throw new Error('No SharedWorker entry among the loader assets.')
const groups = { loader: [...loaderFiles], ui: uiFiles, worker: [workerFile] }

let failed = false
for (const [name, files] of Object.entries(groups)) {
  const size = measure(files)
  const budget = budgets[name] as Budget
  const ok = size.gzip <= budget.gzip
  failed ||= !ok
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name.padEnd(7)} ${(size.gzip / 1024).toFixed(2)} KB gzip, ${(size.brotli / 1024).toFixed(2)} KB brotli` +
      ` (budget ${(budget.gzip / 1024).toFixed(2)} KB gzip; ${files.length} file(s)) — ${budget.note}`,
  )
  for (const file of files) {
    const text = readFileSync(join(dist, file), 'utf8')
    for (const marker of budgets.forbidden) {
      if (text.includes(marker)) {
        failed = true
        console.log(`FORBIDDEN ${file} contains "${marker}"`)
      }
    }
  }
}
if (failed) process.exit(1)
