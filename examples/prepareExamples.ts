import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/** One example host: its folder under examples/, the port it is served on and the folder served. */
export type Example = { name: string; port: number; serve: string; message: string }

/**
 * The example hosts, each installed from the packed tarball with only registry packages beside it and built
 * by its own `npm run build` (the type check under `strict` is part of the TypeScript ones' build).
 * The React app uses `walletdock/react`'s provider, hooks and ConnectButton; the wagmi app uses
 * `walletdock/wagmi`'s connector, sharing one instance with its <walletdock-button>.
 */
export const EXAMPLES: Example[] = [
  { name: 'static', port: 5190, serve: '.', message: 'Hello from a static folder' },
  { name: 'vite', port: 5191, serve: 'dist', message: 'Hello from Vite' },
  { name: 'webpack', port: 5192, serve: '.', message: 'Hello from webpack' },
  { name: 'react', port: 5193, serve: 'dist', message: 'Hello from React' },
  { name: 'wagmi', port: 5194, serve: 'dist', message: 'Hello from wagmi' },
]

const root = fileURLToPath(new URL('..', import.meta.url))
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
// Without the caller's NODE_ENV: a vite build earlier in the same process sets it to 'production', and npm then
// leaves out the examples' devDependencies (their type check and bundler).
const { NODE_ENV: _callers, ...env } = process.env
const run = (args: string[], cwd: string) =>
  execFileSync(npm, args, { cwd, env, stdio: 'pipe', encoding: 'utf8' })

/** Where a prepared run put things: each example's built copy and the Devnet Wallet as an injectable script. */
export type PreparedExamples = { dirs: Record<string, string>; walletScript: string; tarball: string }

/**
 * Packs the package once (`npm pack` runs `prepack`, the library build), then installs the tarball into a
 * temporary copy of each example and builds it. Takes a minute or two; every step that fails throws with its output.
 */
export async function prepareExamples(names = EXAMPLES.map((e) => e.name)): Promise<PreparedExamples> {
  const work = mkdtempSync(join(tmpdir(), 'walletdock-examples-'))
  run(['pack', '--pack-destination', work], root)
  const tarball = join(work, readdirSync(work).find((f) => f.endsWith('.tgz')) ?? 'missing.tgz')
  const dirs: Record<string, string> = {}
  for (const name of names) {
    const dir = join(work, name)
    cpSync(join(root, 'examples', name), dir, {
      recursive: true,
      filter: (path) => !/[/\\](node_modules|dist)$/.test(path),
    })
    try {
      run(['install', tarball, '--no-audit', '--no-fund', '--prefer-offline'], dir)
      run(['run', 'build'], dir)
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
      throw new Error(`example ${name} failed to install or build:\n${stdout}\n${stderr}`)
    }
    dirs[name] = dir
  }
  return { dirs, walletScript: await buildWalletScript(work), tarball }
}

/** The Devnet Wallet as one classic script, for `addInitScript`: the pages get it as an extension would inject it. */
async function buildWalletScript(work: string): Promise<string> {
  const outDir = join(work, 'wallet')
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      lib: {
        entry: join(root, 'devnet/wallet/injectDemoWallet.ts'),
        formats: ['iife'],
        name: 'devnetWallet',
        fileName: () => 'wallet.js',
      },
    },
  })
  return join(outDir, 'wallet.js')
}
