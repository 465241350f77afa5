import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// The package's type declarations: tsc (tsconfig.build.json) emits one .d.ts per source file of the program
// into dist/.types-all; this keeps only those the public entries reach, with relative imports ending in .js
// (so they resolve under any moduleResolution a host uses), in dist/types. Prints the packages they import.
const root = fileURLToPath(new URL('..', import.meta.url))
const emitted = join(root, 'dist/.types-all')
const out = join(root, 'dist/types')

/** The entries whose declarations the package ships (package.json `exports`). */
export const TYPE_ENTRIES = ['overlay/loader.d.ts', 'overlay/react.d.ts', 'overlay/wagmi.d.ts']

const SPECIFIER = /(from\s+|import\s*\(\s*|import\s+)(['"])([^'"]+)\2/g

/** Copies the reachable declarations and returns the bare module names they import. */
export function keepReachable(): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(join(emitted, file), 'utf8').replace(
      SPECIFIER,
      (_m, head: string, quote: string, spec: string) => {
        if (!spec.startsWith('.')) {
          packages.add(
            spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec),
          )
          return `${head}${quote}${spec}${quote}`
        }
        const base = spec.replace(/\.tsx?$/, '')
        visit(relative(emitted, resolve(dirname(join(emitted, file)), `${base}.d.ts`)))
        return `${head}${quote}${base}.js${quote}`
      },
    )
    mkdirSync(dirname(join(out, file)), { recursive: true })
    writeFileSync(join(out, file), text)
  }
  for (const entry of TYPE_ENTRIES) visit(entry)
  return packages
}

rmSync(emitted, { recursive: true, force: true })
rmSync(out, { recursive: true, force: true })
execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
})
const packages = keepReachable()
rmSync(emitted, { recursive: true, force: true })
console.log(`dist/types: declarations import ${[...packages].sort().join(', ') || 'no packages'}`)
// A host type-checks these files: every package they name must be installed with walletdock.
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}
const missing = [...packages].filter((p) => !manifest.dependencies?.[p] && !manifest.peerDependencies?.[p])
if (missing.length > 0) {
  console.error(
    `dist/types imports ${missing.join(', ')}, not in dependencies or peerDependencies: a host's tsc would not find them`,
  )
  process.exit(1)
}
