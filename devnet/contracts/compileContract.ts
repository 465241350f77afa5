import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import { z } from 'zod'

const outputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(
        z.string(),
        z.object({
          abi: z.array(z.unknown()),
          evm: z.object({ bytecode: z.object({ object: z.string() }) }),
        }),
      ),
    )
    .optional(),
})

const resolvePackage = createRequire(import.meta.url).resolve

// Imports of published Solidity (e.g. `@openzeppelin/contracts/...`) are read from the installed npm package,
// whose version package-lock.json pins, so the bytecode stays reproducible.
function findImports(path: string): { contents: string } | { error: string } {
  if (!path.startsWith('@openzeppelin/contracts/')) return { error: `${path}: only @openzeppelin/contracts` }
  try {
    return { contents: readFileSync(resolvePackage(path), 'utf8') }
  } catch (cause) {
    return { error: `${path}: ${(cause as Error).message}` }
  }
}

/**
 * Compiles `<contract>.sol` (beside this file) with the pinned solc-js; returns its ABI and creation bytecode.
 * `evmVersion` pins the target fork where the compiler's default would do (the older contracts keep it).
 */
export async function compileContract(
  contract: string,
  evmVersion?: string,
): Promise<{ abi: unknown[]; bytecode: `0x${string}` }> {
  const file = `${contract}.sol`
  const input = {
    language: 'Solidity',
    sources: {
      [file]: { content: await readFile(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8') },
    },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      ...(evmVersion ? { evmVersion } : {}),
      // No metadata hash: the bytecode then depends only on the source and the compiler version.
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = outputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const compiled = output.contracts?.[file]?.[contract]
  if (!compiled) throw new Error(`solc produced no ${contract}`)
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }
}

/** The solc version the artifacts are made with. */
export const SOLC_VERSION: string = solc.version()
