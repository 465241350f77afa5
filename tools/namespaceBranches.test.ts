import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkNamespaceBranches } from './checkLayers.ts'
import { namespaceBranchesOf } from './namespaceBranches.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const linesOf = (path: string, source: string) => namespaceBranchesOf({ path, source }).map((b) => b.line)

describe('namespace branches', () => {
  it('default: finds a comparison of a namespace by name in worker/ and overlay/ code, with its line', () => {
    const source = [
      'const a = 1',
      "if (namespace === 'solana') read()",
      'const hex = namespace !== "eip155"',
      "if ('bip122' == namespace) x()",
      "switch (namespace) { case 'cosmos': break }",
      "const evm = id.startsWith('eip155:')",
      'const sol = id.startsWith(`solana:`)',
      "if (id === 'eip155:1') y()",
    ].join('\n')
    expect(linesOf('worker/actions/x.ts', source)).toEqual([2, 3, 4, 5, 6, 7, 8])
    expect(linesOf('overlay/views/Send/X.tsx', source)).toEqual([2, 3, 4, 5, 6, 7, 8])
    expect(namespaceBranchesOf({ path: 'worker/x.ts', source: "if (ns === 'solana') a()" })).toEqual([
      { file: 'worker/x.ts', line: 1, text: "if (ns === 'solana') a()" },
    ])
  })

  it('behavior: the adapters, src/ tables, tests and comments may name namespaces; data rows are no branch', () => {
    const branch = "if (namespace === 'solana') read()"
    expect(linesOf('worker/chains/solana.ts', branch)).toEqual([])
    expect(linesOf('worker/chains/solana/pickSolanaNetwork.ts', branch)).toEqual([])
    expect(linesOf('src/address.ts', branch)).toEqual([])
    expect(linesOf('worker/actions/request.test.ts', branch)).toEqual([])
    expect(linesOf('worker/testing/harness.ts', branch)).toEqual([])
    const fine = [
      "// Before: if (namespace === 'solana') …",
      'const ADAPTERS = { eip155: a, solana: b }',
      'const chain = traitsOf(namespace).walletCallsNameChain ? id : undefined',
      "const label = s['toSolana']",
      "intents.request({ namespace: 'solana', method })",
    ].join('\n')
    expect(linesOf('worker/actions/x.ts', fine)).toEqual([])
  })

  it('behavior: the repository has no namespace branch outside worker/chains/ and src/ tables', () => {
    expect(checkNamespaceBranches(root)).toEqual([])
  })
})
