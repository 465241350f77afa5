import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build, type InlineConfig, type PluginOption, type UserConfig } from 'vite'
import demoConfig from '../vite.config.ts'

/** The pages the benchmark serves: the demo, the demo without Walletdock, and AppKit's host page. */
export type PageName = 'ours' | 'bare' | 'appkit'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
export const OUT_DIR = here('../dist/bench/')
export const pageDir = (name: PageName) => `${OUT_DIR}${name}`
/** The Devnet Wallet as one classic script, injected into every page the way an extension would be. */
export const WALLET_SCRIPT = `${OUT_DIR}wallet/wallet.js`
const APPKIT_HOST = here('./appkit-host/')

const flat = (plugins: PluginOption[] | undefined): PluginOption[] =>
  (plugins ?? []).flat(Number.POSITIVE_INFINITY as 1) as PluginOption[]
const named = (plugin: PluginOption) =>
  plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : ''

/**
 * The demo's own production config (vite.config.ts), fresh for each build, without the wallet plugin:
 * the wallet is injected as an init script instead, so its code counts for no page.
 */
async function demoBuildConfig(): Promise<UserConfig> {
  const config = await (
    demoConfig as (env: { mode: string; command: 'build' }) => UserConfig | Promise<UserConfig>
  )({
    mode: 'production',
    command: 'build',
  })
  return { ...config, plugins: flat(config.plugins).filter((p) => named(p) !== 'walletdock:devnet-wallet') }
}

async function buildDemo(name: 'ours' | 'bare'): Promise<void> {
  const config = await demoBuildConfig()
  // The bare page swaps only the `walletdock` import: the demo's other pages (react.html, wagmi.html) import
  // walletdock/react and walletdock/wagmi, which an object alias would have turned into noWalletdock.ts/wagmi.
  const own = (config.resolve?.alias ?? []) as { find: string | RegExp; replacement: string }[]
  const isLoader = (a: { find: string | RegExp }) => String(a.find) === String(/^walletdock$/)
  const alias =
    name === 'bare'
      ? [{ find: /^walletdock$/, replacement: here('./noWalletdock.ts') }, ...own.filter((a) => !isLoader(a))]
      : own
  await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    resolve: { ...config.resolve, alias },
    // Only the host page the bench loads: built beside the demo's react and wagmi pages, the loader would be a
    // chunk shared by three entries and split (index.html modulepreloaded four chunks), which no one-page host gets.
    build: {
      ...config.build,
      outDir: pageDir(name),
      emptyOutDir: true,
      rollupOptions: { ...config.build?.rollupOptions, input: { main: here('../demo/index.html') } },
    },
  } as InlineConfig)
}

async function buildAppKitHost(): Promise<void> {
  const config = await demoBuildConfig()
  await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    root: APPKIT_HOST,
    resolve: {},
    // Same service-worker precaching as the demo (the offline run needs it), no React plugin.
    plugins: flat(config.plugins).filter((p) => named(p).startsWith('vite-plugin-pwa')),
    // Its own page only: the demo's build lists the demo's pages (index, react, wagmi) as inputs.
    build: {
      ...config.build,
      outDir: pageDir('appkit'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 5000,
      rollupOptions: { ...config.build?.rollupOptions, input: { main: `${APPKIT_HOST}index.html` } },
    },
  } as InlineConfig)
}

async function buildWallet(): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: `${OUT_DIR}wallet`,
      emptyOutDir: true,
      target: 'es2022',
      lib: {
        entry: here('../devnet/wallet/injectDemoWallet.ts'),
        formats: ['iife'],
        name: 'devnetWalletBundle',
        fileName: () => 'wallet.js',
      },
    },
  })
}

/** Installs the peer's packages into bench/appkit-host only (its own lockfile), once. */
export function installAppKitHost(): void {
  if (existsSync(`${APPKIT_HOST}node_modules/@reown/appkit/package.json`)) return
  execFileSync('npm', ['ci', '--prefix', APPKIT_HOST, '--no-audit', '--no-fund'], { stdio: 'inherit' })
}

/** Builds the pages the benchmark serves (all unless told), for production, into dist/bench/. */
export async function buildPages(
  log: (line: string) => void,
  pages: readonly PageName[] = ['ours', 'bare', 'appkit'],
): Promise<void> {
  if (pages.includes('appkit')) installAppKitHost()
  const steps = [
    ['Devnet Wallet', buildWallet],
    ['demo (ours)', () => buildDemo('ours'), 'ours'],
    ['demo without Walletdock', () => buildDemo('bare'), 'bare'],
    ['AppKit host', buildAppKitHost, 'appkit'],
  ] as const
  for (const [label, step, page] of steps) {
    if (page && !pages.includes(page)) continue
    const started = performance.now()
    await step()
    log(`built ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
}
