import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import {
  checkCycleRule,
  checkLayers,
  cycleRuleProblems,
  cycleSuppressionsOf,
  isTestCode,
  layerViolationsOf,
} from './checkLayers.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function specifiersOf(path: string, source: string): string[] {
  return layerViolationsOf({ path, source }).map((v) => v.specifier)
}

describe('layer rule', () => {
  it('refuses src/ importing worker/ or overlay/, and names the line', () => {
    const source =
      "import { z } from 'zod'\nimport { a } from './caip.ts'\nimport { b } from '../worker/core.ts'\n"
    expect(layerViolationsOf({ path: 'src/x.ts', source })).toEqual([
      {
        file: 'src/x.ts',
        line: 3,
        specifier: '../worker/core.ts',
        reason: 'src/ imports only libraries and src/',
      },
    ])
    expect(specifiersOf('src/x.ts', "import type { T } from '../overlay/tabStore.ts'")).toEqual([
      '../overlay/tabStore.ts',
    ])
    // The build resolves `walletdock` to overlay/loader.ts.
    expect(specifiersOf('src/x.ts', "import { open } from 'walletdock'")).toEqual(['walletdock'])
  })

  it('lets overlay/ take types from worker/ and nothing else', () => {
    const allowed = [
      "import type { Core } from '../worker/core.ts'",
      "export type { Core } from '../worker/core.ts'",
      "import { x } from '../src/types.ts'",
      "import { y } from './tabStore.ts'",
      "import { createStore } from 'zustand/vanilla'",
      "const url = new URL('../worker/entry.shared.ts', import.meta.url)",
    ]
    for (const source of allowed) expect(specifiersOf('overlay/views/A.tsx', source)).toEqual([])
    const refused = [
      "import { buildCore } from '../../worker/core.ts'",
      "import { type Core, buildCore } from '../../worker/core.ts'",
      "export { buildCore } from '../../worker/core.ts'",
      "const m = () => import('../../worker/core.ts')",
      "import '../../worker/core.ts'",
      "import { d } from '../../devnet/ports.ts'",
    ]
    for (const source of refused) expect(specifiersOf('overlay/views/A.tsx', source)).toHaveLength(1)
  })

  it('keeps worker/ off overlay/, and leaves tests and folders outside the rule alone', () => {
    const source = "import { runJob } from '../../overlay/bridge/walletStandardWallets.ts'"
    expect(specifiersOf('worker/actions/x.ts', source)).toEqual([
      '../../overlay/bridge/walletStandardWallets.ts',
    ])
    expect(specifiersOf('worker/actions/x.test.ts', source)).toEqual([])
    expect(specifiersOf('worker/testing/harness.ts', source)).toEqual([])
    expect(specifiersOf('devnet/x.ts', "import { buildCore } from '../worker/core.ts'")).toEqual([])
    expect(isTestCode('overlay/ui/testing.tsx')).toBe(true)
    expect(isTestCode('overlay/ui/App.tsx')).toBe(false)
  })

  it('holds for the repository', () => {
    expect(checkLayers(root)).toEqual([])
  })
})

describe('import cycles (Biome noImportCycles, as configured in biome.json)', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = undefined
  })

  // Lints `files` in a scratch project that uses this repository's linter settings.
  function lintProject(files: Record<string, string>): { status: number | null; output: string } {
    dir = mkdtempSync(join(tmpdir(), 'wd-cycles-'))
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
    writeFileSync(join(dir, 'biome.json'), JSON.stringify({ linter: config.linter }))
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), source)
    }
    const run = spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', '.'], {
      cwd: dir,
      encoding: 'utf8',
    })
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  }

  it('fails on a cycle, a type-only one included', () => {
    const value = lintProject({
      'a.ts': "import { b } from './b.ts'\nexport const a = () => b\n",
      'b.ts': "import { a } from './a.ts'\nexport const b = () => a\n",
    })
    expect(value.status).not.toBe(0)
    expect(value.output).toContain('lint/suspicious/noImportCycles')
    const typeOnly = lintProject({
      'a.ts': "import type { B } from './b.ts'\nexport type A = { b?: B }\n",
      'b.ts': "import type { A } from './a.ts'\nexport type B = { a?: A }\n",
    })
    expect(typeOnly.status).not.toBe(0)
    expect(typeOnly.output).toContain('lint/suspicious/noImportCycles')
  })

  it('passes the same files without the cycle', () => {
    const tree = lintProject({
      'a.ts': "import { b } from './b.ts'\nexport const a = () => b\n",
      'b.ts': 'export const b = () => 1\n',
    })
    expect(tree.output).not.toContain('noImportCycles')
    expect(tree.status).toBe(0)
  })
})

describe('no tolerated cycle', () => {
  // Built from parts, so this file itself holds no suppression comment.
  const ignore = (rule: string) => `// biome-${'ignore'} ${rule}: a reason\nimport { b } from './b.ts'\n`

  it('refuses a comment that silences noImportCycles, its group or every lint rule, and names the line', () => {
    for (const rule of ['lint/suspicious/noImportCycles', 'lint/suspicious', 'lint'])
      expect(cycleSuppressionsOf({ path: 'worker/a.ts', source: `\n${ignore(rule)}` })).toMatchObject([
        { file: 'worker/a.ts', line: 2 },
      ])
    expect(
      cycleSuppressionsOf({ path: 'worker/a.ts', source: ignore('lint/suspicious/noExplicitAny') }),
    ).toEqual([])
  })

  it('refuses a biome.json that weakens the rule', () => {
    const rule = (value: unknown) => ({ linter: { rules: { suspicious: { noImportCycles: value } } } })
    expect(cycleRuleProblems(rule({ level: 'error', options: { ignoreTypes: false } }))).toEqual([])
    expect(cycleRuleProblems(rule({ level: 'warn', options: { ignoreTypes: false } }))).toHaveLength(1)
    expect(cycleRuleProblems(rule({ level: 'error' }))).toHaveLength(1)
    expect(
      cycleRuleProblems({
        ...rule({ level: 'error', options: { ignoreTypes: false } }),
        overrides: [
          { includes: ['worker/**'], linter: { rules: { suspicious: { noImportCycles: 'off' } } } },
        ],
      }),
    ).toHaveLength(1)
  })

  it('holds for the repository', () => {
    expect(checkCycleRule(root)).toEqual([])
  })
})
