import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSync } from 'vite'
import { checkActions } from './checkActions.ts'
import { namespaceBranchesOf } from './namespaceBranches.ts'

// The layer rule of the product code (README 'Layout'): src/ is shared vocabulary and imports only libraries;
// worker/ (the core) imports src/; overlay/ (the tab) imports src/ and takes only types from worker/, so no
// core code reaches a host page. Tests and test support may import anything; demo/, devnet/, e2e/, bench/ are
// outside the rule. Import cycles are Biome's noImportCycles (biome.json); this checks what Biome cannot:
// which folder may import which, and that an import across is type-only.

/** The folders under the rule. */
export const LAYERS = ['src', 'worker', 'overlay'] as const
export type Layer = (typeof LAYERS)[number]

/** An import that breaks the rule. */
export type LayerViolation = { file: string; line: number; specifier: string; reason: string }

/** One source file: its path from the repository root (with `/`) and its text. */
export type SourceFile = { path: string; source: string }

// Bare specifiers the build resolves to our own files (vite.config.ts resolve.alias).
const ALIASES: Record<string, string> = {
  walletdock: 'overlay/loader.ts',
  'walletdock/react': 'overlay/react.ts',
  'walletdock/wagmi': 'overlay/wagmi.ts',
}

/** True for tests and test support, which may import anything. */
export function isTestCode(path: string): boolean {
  return (
    /\.test\.tsx?$/.test(path) ||
    path.split('/').includes('testing') ||
    /(^|\/)testing\.tsx?$/.test(path) ||
    /Testing\.tsx?$/.test(path)
  )
}

function layerOf(path: string): string {
  return path.split('/')[0] ?? ''
}

type Import = { specifier: string; typeOnly: boolean; start: number }

// Every module a file names: static imports, re-exports and literal dynamic imports.
function importsOf({ path, source }: SourceFile): Import[] {
  const { module, errors } = parseSync(path, source)
  if (errors.length > 0) throw new Error(`${path}: ${errors[0]?.message ?? 'does not parse'}`)
  const found: Import[] = []
  for (const i of module.staticImports) {
    const statement = source.slice(i.start, i.end)
    found.push({
      specifier: i.moduleRequest.value,
      typeOnly: /^import\s+type\b/.test(statement),
      start: i.start,
    })
  }
  for (const e of module.staticExports)
    for (const entry of e.entries) {
      if (!entry.moduleRequest) continue
      found.push({ specifier: entry.moduleRequest.value, typeOnly: entry.isType, start: e.start })
    }
  for (const d of module.dynamicImports) {
    const literal = /^\s*(['"`])([^'"`$]*)\1\s*$/.exec(
      source.slice(d.moduleRequest.start, d.moduleRequest.end),
    )
    if (literal?.[2] !== undefined) found.push({ specifier: literal[2], typeOnly: false, start: d.start })
  }
  return found
}

// The repository path an import names, or undefined for a library.
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const alias = ALIASES[specifier]
  if (alias) return alias
  if (!specifier.startsWith('.')) return undefined
  return posix.normalize(posix.join(posix.dirname(from), specifier))
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length
}

/** What is wrong with one product file's imports (nothing for a test or a file outside the rule). */
export function layerViolationsOf(file: SourceFile): LayerViolation[] {
  const layer = layerOf(file.path)
  if (!(LAYERS as readonly string[]).includes(layer) || isTestCode(file.path)) return []
  const violations: LayerViolation[] = []
  for (const { specifier, typeOnly, start } of importsOf(file)) {
    const target = resolveSpecifier(file.path, specifier)
    if (target === undefined) continue
    const to = layerOf(target)
    if (to === layer) continue
    let reason: string | undefined
    if (layer === 'src') reason = 'src/ imports only libraries and src/'
    else if (layer === 'worker' && to !== 'src') reason = 'worker/ imports only libraries, src/ and worker/'
    else if (layer === 'overlay' && to === 'worker' && !typeOnly)
      reason = 'overlay/ takes only types from worker/ (`import type`)'
    else if (layer === 'overlay' && to !== 'src' && to !== 'worker')
      reason = 'overlay/ imports only libraries, src/, overlay/ and types from worker/'
    if (reason) violations.push({ file: file.path, line: lineOf(file.source, start), specifier, reason })
  }
  return violations
}

function sourcesUnder(root: string, folder: string): SourceFile[] {
  const files: SourceFile[] = []
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue
    const full = join(entry.parentPath, entry.name)
    // Installed packages are not ours (the bench installs AppKit's into bench/appkit-host/node_modules).
    if (full.split(sep).includes('node_modules')) continue
    files.push({ path: relative(root, full).split(sep).join('/'), source: readFileSync(full, 'utf8') })
  }
  return files
}

/** Every comparison of a namespace by name outside worker/chains/ and src/ tables in the repository at `root`. */
export function checkNamespaceBranches(root: string) {
  return LAYERS.flatMap((layer) => sourcesUnder(root, layer)).flatMap(namespaceBranchesOf)
}

/** Every violation in the repository at `root`. */
export function checkLayers(root: string): LayerViolation[] {
  return LAYERS.flatMap((layer) => sourcesUnder(root, layer)).flatMap(layerViolationsOf)
}

// The folders Biome lints that hold code: an import cycle is refused in all of them, tests included.
const LINTED = [...LAYERS, 'devnet', 'e2e', 'bench', 'tools', 'demo'] as const

// A comment that would silence noImportCycles: the rule itself, its group, or every lint rule.
const CYCLE_SUPPRESSION =
  /biome-ignore(?:-all|-start)?\s+lint(?:\/suspicious(?:\/noImportCycles)?)?(?=[\s:(]|$)/g

/** Comments in a file that would let an import cycle through. */
export function cycleSuppressionsOf(file: SourceFile): LayerViolation[] {
  return [...file.source.matchAll(CYCLE_SUPPRESSION)].map((match) => ({
    file: file.path,
    line: lineOf(file.source, match.index),
    specifier: match[0],
    reason: 'import cycles are not tolerated: remove the cycle, not the check',
  }))
}

/** What in biome.json would weaken noImportCycles: a level below error, type-only imports ignored, overrides. */
export function cycleRuleProblems(biomeConfig: unknown): string[] {
  const config = biomeConfig as {
    linter?: { rules?: { suspicious?: { noImportCycles?: unknown } } }
    overrides?: unknown[]
  }
  const rule = config.linter?.rules?.suspicious?.noImportCycles as
    | { level?: unknown; options?: { ignoreTypes?: unknown } }
    | undefined
  const problems: string[] = []
  if (rule?.level !== 'error') problems.push('biome.json: noImportCycles must be at level "error"')
  if (rule?.options?.ignoreTypes !== false)
    problems.push('biome.json: noImportCycles must count type-only imports')
  if (
    JSON.stringify(config.overrides ?? []).includes('noImportCycles') ||
    JSON.stringify(config.overrides ?? []).includes('"suspicious"')
  )
    problems.push('biome.json: no override may change noImportCycles')
  return problems
}

/** Every way the repository at `root` lets an import cycle through. */
export function checkCycleRule(root: string): LayerViolation[] {
  const files = LINTED.filter((folder) => existsSync(join(root, folder))).flatMap((f) =>
    sourcesUnder(root, f),
  )
  const config: unknown = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
  return [
    ...cycleRuleProblems(config).map((reason) => ({ file: 'biome.json', line: 1, specifier: '', reason })),
    ...files.flatMap(cycleSuppressionsOf),
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const violations = checkLayers(root)
  for (const v of violations) console.error(`${v.file}:${v.line}: imports '${v.specifier}': ${v.reason}`)
  const cycles = checkCycleRule(root)
  for (const v of cycles)
    console.error(`${v.file}:${v.line}: ${v.specifier ? `'${v.specifier}': ` : ''}${v.reason}`)
  if (violations.length > 0)
    console.error(`${violations.length} import(s) break the layer rule (README 'Layout').`)
  const branches = checkNamespaceBranches(root)
  for (const b of branches) console.error(`${b.file}:${b.line}: branches on a namespace by name: ${b.text}`)
  if (branches.length > 0)
    console.error(
      `${branches.length} namespace branch(es) outside worker/chains/: make the difference a src/namespaces.ts trait or a chain adapter method.`,
    )
  const actions = checkActions(root, (path) => readFileSync(path, 'utf8'))
  for (const a of actions) console.error(`${a.file}: ${a.reason}`)
  if (actions.length > 0)
    console.error(
      `${actions.length} action problem(s): every worker/actions/ file exports XParameters, XReturnType, XErrorType and has its test beside it.`,
    )
  if (violations.length > 0 || cycles.length > 0 || branches.length > 0 || actions.length > 0) process.exit(1)
  console.log('Layers: src/ imports no worker/ or overlay/; overlay/ takes only types from worker/.')
  console.log('Import cycles: none tolerated (noImportCycles at error, no suppression comment).')
  console.log('Actions: each exports XParameters, XReturnType and XErrorType and has its test beside it.')
  console.log('Namespaces: no branch on a namespace by name outside worker/chains/ and src/ tables.')
}
