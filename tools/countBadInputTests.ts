import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

// Issue #11: bad input at every boundary gets its own unit tests, and the count per boundary is reported. A test
// says which boundary it guards by its name: `test('bad input <boundary>: …')` (or `it(`, or a describe block of
// that name, whose tests all count). This tool counts them, so the note's numbers come from the code.
//
//   npx tsx tools/countBadInputTests.ts          prints the table; fails on an unknown boundary name

/** The boundaries where input comes from outside (ARCHITECTURE 'Security rules'). */
export const BOUNDARIES = [
  'wallet-replies',
  'host-requests',
  'typed-data',
  'broadcast-channel',
  'comlink',
  'storage',
  'config',
  'remote-replies',
] as const

export type Boundary = (typeof BOUNDARIES)[number]

/** One tagged test or describe block. */
export type BadInputTest = {
  file: string
  line: number
  boundary: string
  kind: 'test' | 'describe'
  tests: number
}

// `\s*` spans line breaks: the formatter may put a long test name on the line after `test(`.
const TAG = /\b(test|it|describe)(?:\.each\([^)]*\))?\(\s*(['"`])bad input ([a-z-]+):/g
const TEST_CALL = /\b(?:test|it)(?:\.each\([^)]*\))?\(\s*['"`]/

/** The tagged tests of one test file; a tagged describe block counts the tests inside it. */
export function badInputTestsOf({ path, source }: { path: string; source: string }): BadInputTest[] {
  const lines = source.split('\n')
  const found: BadInputTest[] = []
  for (const match of source.matchAll(TAG)) {
    const index = source.slice(0, match.index).split('\n').length - 1
    const boundary = match[3] ?? ''
    if (match[1] !== 'describe') {
      found.push({ file: path, line: index + 1, boundary, kind: 'test', tests: 1 })
      continue
    }
    // The block ends at the first line indented as little as its opening: count the test calls before it.
    const indent = /^\s*/.exec(lines[index] ?? '')?.[0].length ?? 0
    let tests = 0
    for (const inner of lines.slice(index + 1)) {
      if (inner.trim() && (/^\s*/.exec(inner)?.[0].length ?? 0) <= indent) break
      if (TEST_CALL.test(inner)) tests += 1
    }
    found.push({ file: path, line: index + 1, boundary, kind: 'describe', tests })
  }
  return found
}

/** Tests per boundary (every boundary listed, 0 where none) and tags naming a boundary that does not exist. */
export function countByBoundary(tests: BadInputTest[]): {
  counts: Record<Boundary, number>
  unknown: BadInputTest[]
} {
  const counts = Object.fromEntries(BOUNDARIES.map((b) => [b, 0])) as Record<Boundary, number>
  const unknown: BadInputTest[] = []
  for (const t of tests)
    if ((BOUNDARIES as readonly string[]).includes(t.boundary)) counts[t.boundary as Boundary] += t.tests
    else unknown.push(t)
  return { counts, unknown }
}

const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report'])

/** Every unit test file under `root` (e2e/ excluded: these are unit tests). */
export function testFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name === 'e2e') return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(root, path)
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : []
  })
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const tests = testFiles(root).flatMap((path) =>
    badInputTestsOf({ path, source: readFileSync(join(root, path), 'utf8') }),
  )
  const { counts, unknown } = countByBoundary(tests)
  for (const boundary of BOUNDARIES) console.log(`${boundary.padEnd(18)} ${counts[boundary]}`)
  console.log(`${'total'.padEnd(18)} ${Object.values(counts).reduce((a, b) => a + b, 0)}`)
  for (const t of unknown) console.error(`${t.file}:${t.line}: unknown boundary "${t.boundary}"`)
  if (unknown.length > 0) process.exitCode = 1
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
