import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { BOUNDARIES, badInputTestsOf, countByBoundary, testFiles } from './countBadInputTests.ts'

// Fixtures spell the tag through a constant, so this file's own fixtures are not counted as the repository's tests.
const BAD = 'bad input'

describe('countBadInputTests', () => {
  it('default: counts tests tagged `bad input <boundary>:` per boundary, with test, it and each', () => {
    const source = [
      `test('${BAD} storage: a corrupt record reads as absent', () => {})`,
      `it('${BAD} config: an unknown option is refused', () => {})`,
      `test.each([1, 2])('${BAD} storage: case %s', () => {})`,
      "test('behavior: not tagged', () => {})",
      `test('error: ${BAD} storage: the tag must come first', () => {})`,
      'test(',
      `  '${BAD} host-requests: a name the formatter moved to its own line',`,
    ].join('\n')
    const found = badInputTestsOf({ path: 'src/x.test.ts', source })
    expect(found.map((t) => [t.line, t.boundary])).toEqual([
      [1, 'storage'],
      [2, 'config'],
      [3, 'storage'],
      [6, 'host-requests'],
    ])
    expect(countByBoundary(found).counts).toMatchObject({
      storage: 2,
      config: 1,
      'host-requests': 1,
      comlink: 0,
    })
  })

  it('behavior: a tagged describe block counts every test inside it, and only those', () => {
    const source = [
      `describe('${BAD} comlink: messages', () => {`,
      "  it('refuses a", // a test whose name spans lines still counts by its opening
      "    long name', () => {})",
      "  test('refuses b', () => {})",
      '})',
      "test('refuses c outside', () => {})",
    ].join('\n')
    expect(badInputTestsOf({ path: 'worker/x.test.ts', source })).toEqual([
      { file: 'worker/x.test.ts', line: 1, boundary: 'comlink', kind: 'describe', tests: 2 },
    ])
  })

  it('behavior: a tag naming no known boundary is reported, not counted', () => {
    const found = badInputTestsOf({ path: 'a.test.ts', source: `test('${BAD} sotrage: typo', () => {})` })
    const { counts, unknown } = countByBoundary(found)
    expect(Object.values(counts).every((n) => n === 0)).toBe(true)
    expect(unknown.map((t) => t.boundary)).toEqual(['sotrage'])
  })

  it('default: the repository’s tags all name a known boundary, and storage, config, remote replies, wallet replies and host requests each have tests', async () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..')
    const { readFileSync } = await import('node:fs')
    const tests = testFiles(root).flatMap((path) =>
      badInputTestsOf({ path, source: readFileSync(join(root, path), 'utf8') }),
    )
    const { counts, unknown } = countByBoundary(tests)
    expect(unknown).toEqual([])
    for (const boundary of [
      'storage',
      'config',
      'remote-replies',
      'wallet-replies',
      'host-requests',
    ] as const)
      expect(counts[boundary], boundary).toBeGreaterThanOrEqual(3)
    expect(Object.keys(counts)).toEqual([...BOUNDARIES])
  })
})
