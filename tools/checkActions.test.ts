import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { actionProblemsOf, checkActions, requiredTypesOf } from './checkActions.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const read = (path: string) => readFileSync(path, 'utf8')

const complete = (base: string) =>
  [
    `export type ${base}Parameters = { tabId: string }`,
    `export type ${base}ReturnType = undefined`,
    `export type ${base}ErrorType = never`,
  ].join('\n')

describe('action files', () => {
  it('default: every action in worker/actions/ exports its three types and has its test beside it', () => {
    expect(checkActions(root, read)).toEqual([])
  })

  it('default: the names come from the file name', () => {
    expect(requiredTypesOf('fetchSwapTokens')).toEqual([
      'FetchSwapTokensParameters',
      'FetchSwapTokensReturnType',
      'FetchSwapTokensErrorType',
    ])
  })

  it('behavior: a file with no test beside it is named; a variant test (name.variant.test.ts) counts', () => {
    const files = [
      { name: 'doThing.ts', source: complete('DoThing') },
      { name: 'doOther.ts', source: complete('DoOther') },
      { name: 'doOther.solana.test.ts', source: '' },
      { name: 'doThingElse.test.ts', source: '' },
    ]
    expect(actionProblemsOf(files)).toEqual([
      { file: 'worker/actions/doThing.ts', reason: expect.stringContaining('no test beside it') },
      { file: 'worker/actions/doThingElse.test.ts', reason: 'no action beside it (doThingElse.ts)' },
    ])
  })

  it('behavior: a test with no action file beside it is named, a variant test by the name before its variant', () => {
    const files = [
      { name: 'connect.ts', source: complete('Connect') },
      { name: 'connect.test.ts', source: '' },
      { name: 'connect.solana.test.ts', source: '' },
      { name: 'connectSolana.test.ts', source: '' },
      { name: 'gone.solana.test.ts', source: '' },
    ]
    expect(actionProblemsOf(files)).toEqual([
      { file: 'worker/actions/connectSolana.test.ts', reason: 'no action beside it (connectSolana.ts)' },
      { file: 'worker/actions/gone.solana.test.ts', reason: 'no action beside it (gone.ts)' },
    ])
  })

  it('behavior: a missing or misnamed type is named; a re-export (export type { X }) counts', () => {
    const files = [
      {
        name: 'sendIt.ts',
        source: [
          "import type { SendItParameters } from '../../src/types.ts'",
          'export type { SendItParameters }',
          'export type SendItReturnType = string',
          'export type SendErrorType = never',
        ].join('\n'),
      },
      { name: 'sendIt.test.ts', source: '' },
    ]
    expect(actionProblemsOf(files)).toEqual([
      { file: 'worker/actions/sendIt.ts', reason: 'does not export SendItErrorType' },
    ])
  })

  it('behavior: a type only imported, or only declared without export, does not count', () => {
    const files = [
      {
        name: 'quiet.ts',
        source: [
          "import type { QuietParameters } from './x.ts'",
          'type QuietReturnType = undefined',
          'export type QuietErrorType = never',
          'export function quiet(p: QuietParameters): QuietReturnType { return undefined }',
        ].join('\n'),
      },
      { name: 'quiet.test.ts', source: '' },
    ]
    expect(actionProblemsOf(files).map((p) => p.reason)).toEqual([
      'does not export QuietParameters',
      'does not export QuietReturnType',
    ])
  })

  it('behavior: a planted action file in a repository is found by checkActions', () => {
    const planted = mkdtempSync(join(tmpdir(), 'actions-'))
    mkdirSync(join(planted, 'worker', 'actions'), { recursive: true })
    writeFileSync(join(planted, 'worker', 'actions', 'plant.ts'), 'export type PlantParameters = {}\n')
    expect(checkActions(planted, read).map((p) => p.reason)).toEqual([
      expect.stringContaining('no test beside it'),
      'does not export PlantReturnType',
      'does not export PlantErrorType',
    ])
  })
})
