import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

// Checks the library build (`vite build --mode lib`) against bench/budgets.json, from Vite's manifest.
type Chunk = {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  assets?: string[]
  isEntry?: boolean
  name?: string
}
/** A budget in bytes, gzip -9 (enforced) and brotli (recorded for reference), with why it is that size. */
type Budget = { gzip: number; brotli?: number; note: string }
type Budgets = Record<BudgetResult['name'], Budget> & {
  forbidden: string[]
  /** Markers that must not be in the loader's files (the module-preload helper of an app build). */
  loaderForbidden: string[]
}

/** Sizes of one group of the library build and the budget it is held to. */
export type BudgetResult = {
  /** The framework entries (`walletdock/react`, `walletdock/wagmi`) are thin glue: their own files only. */
  name: 'loader' | 'ui' | 'worker' | 'react' | 'wagmi'
  files: string[]
  raw: number
  gzip: number
  brotli: number
  budget: Budget
  ok: boolean
  forbidden: string[]
}

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist/lib')

/**
 * The worker entry and every chunk it imports statically. The worker is an asset in the manifest, so its
 * imports are read from the emitted code; chunks it loads with import() on demand (the request decoder,
 * sendToken, WalletConnect) are not counted, and chunks shared with them are, once.
 */
function workerClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(join(dist, file), 'utf8')
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : ''
  for (const match of code.matchAll(
    /(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  ))
    workerClosure(`${dir}${match[1]}`, seen)
  return seen
}

/** Measures the loader (with its static imports), the first UI chunk and the worker of dist/lib. */
export function measureBudgets(): BudgetResult[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')) as Budgets

  /** A chunk's file and every chunk it imports statically. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return seen
    seen.add(chunk.file)
    for (const next of chunk.imports ?? []) closure(next, seen)
    return seen
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
  // The framework entries are built apart (vite.config.ts, mode lib-bindings), React and wagmi left to the host.
  const bindings = JSON.parse(readFileSync(join(dist, '.vite/bindings-manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  const bindingFiles = (name: string) => {
    const key = Object.keys(bindings).find((k) => bindings[k]?.isEntry && bindings[k]?.name === name)
    if (!key)
      throw new Error(`No ${name} entry in dist/lib/.vite/bindings-manifest.json: run \`npm run build:lib\`.`)
    const files = new Set<string>()
    const add = (k: string) => {
      const chunk = bindings[k]
      if (!chunk || files.has(chunk.file)) return
      files.add(chunk.file)
      for (const next of chunk.imports ?? []) add(next)
    }
    add(key)
    return [...files]
  }
  const groups = {
    loader: [...loaderFiles],
    ui: uiFiles,
    worker: [...workerClosure(workerFile)],
    react: bindingFiles('react'),
    wagmi: bindingFiles('wagmi'),
  }

  return (Object.entries(groups) as [BudgetResult['name'], string[]][]).map(([name, files]) => {
    let raw = 0
    let gzip = 0
    let brotli = 0
    const forbidden: string[] = []
    for (const file of files) {
      const bytes = readFileSync(join(dist, file))
      raw += bytes.length
      gzip += gzipSync(bytes, { level: 9 }).length
      brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
      const text = bytes.toString('utf8')
      for (const marker of [...budgets.forbidden, ...(name === 'loader' ? budgets.loaderForbidden : [])])
        if (text.includes(marker)) forbidden.push(`${file} contains "${marker}"`)
    }
    const budget = budgets[name]
    return {
      name,
      files,
      raw,
      gzip,
      brotli,
      budget,
      ok: gzip <= budget.gzip && forbidden.length === 0,
      forbidden,
    }
  })
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (isMain) {
  const results = measureBudgets()
  for (const r of results) {
    const brotliBudget = r.budget.brotli ? `, ${(r.budget.brotli / 1024).toFixed(2)} KB brotli recorded` : ''
    console.log(
      `${r.gzip <= r.budget.gzip ? 'ok  ' : 'OVER'} ${r.name.padEnd(7)} ${(r.gzip / 1024).toFixed(2)} KB gzip, ${(r.brotli / 1024).toFixed(2)} KB brotli` +
        ` (budget ${(r.budget.gzip / 1024).toFixed(2)} KB gzip${brotliBudget}; ${r.files.length} file(s)) — ${r.budget.note}`,
    )
    for (const line of r.forbidden) console.log(`FORBIDDEN ${line}`)
  }
  if (results.some((r) => !r.ok)) process.exit(1)
}
