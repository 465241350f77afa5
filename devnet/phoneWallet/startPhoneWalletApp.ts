import { fileURLToPath } from 'node:url'
import { build, type InlineConfig, preview } from 'vite'
import { assertPortFree } from '../ports.ts'
import { DEVNET_WALLETCONNECT_PORTS } from '../walletConnectUrls.ts'

export type PhoneWalletApp = { url: string; close(): Promise<void> }

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Vite configuration of the phone wallet page (its own app: never part of the demo or the library). */
export function phoneWalletViteConfig(port: number): InlineConfig {
  return {
    configFile: false,
    root: here('./app'),
    logLevel: 'warn',
    // WalletConnect's libraries read `global` in places; in a page it is the window.
    define: { global: 'globalThis' },
    // WalletKit and viem make one large chunk; it is a devnet page, loaded once.
    build: {
      outDir: here('../../dist/phoneWallet'),
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 2048,
    },
    preview: { host: '127.0.0.1', port, strictPort: true },
    appType: 'spa',
  }
}

/** Builds the phone wallet page and serves it (default http://127.0.0.1:5174/); `/wc?uri=` deep links work. */
export async function startPhoneWalletApp({
  port = DEVNET_WALLETCONNECT_PORTS.phoneWallet,
  skipBuild = false,
}: {
  port?: number
  skipBuild?: boolean
} = {}): Promise<PhoneWalletApp> {
  await assertPortFree(port, '127.0.0.1', 'the phone wallet page')
  const config = phoneWalletViteConfig(port)
  if (!skipBuild) await build(config)
  const server = await preview(config)
  return {
    url: server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.httpServer.close(() => resolve())),
  }
}
