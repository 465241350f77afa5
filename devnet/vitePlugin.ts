import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Plugin, searchForWorkspaceRoot } from 'vite'

// A URL-like id, so the page can load it in `vite` dev and the HTML bundler can follow it in `vite build`.
const WALLET_ID = '/@devnet-wallet/injectDemoWallet.ts'
const WALLET_ENTRY = fileURLToPath(new URL('./wallet/injectDemoWallet.ts', import.meta.url))
// The Devnet Solana Wallet, registered through the Wallet Standard like a Solana extension.
const SOLANA_WALLET_ID = '/@devnet-wallet/injectDemoSolanaWallet.ts'
const SOLANA_WALLET_ENTRY = fileURLToPath(
  new URL('./solana/wallet/injectDemoSolanaWallet.ts', import.meta.url),
)

/** Adds the injected Devnet Wallet and Devnet Solana Wallet to the page's HTML, as browser extensions would inject them. */
export function devnetWalletPlugin(): Plugin {
  return {
    name: 'walletdock:devnet-wallet',
    enforce: 'pre',
    config(userConfig) {
      // The wallet lives outside the demo root; dev serves it only if its folder is allowed. Keep the
      // default (workspace root) when the user set no list, since giving one replaces the default.
      const root = resolve(userConfig.root ?? process.cwd())
      const allow = userConfig.server?.fs?.allow ? [] : [searchForWorkspaceRoot(root)]
      return {
        server: { fs: { allow: [...allow, dirname(dirname(WALLET_ENTRY))] } },
        // The dependency scan reads the HTML file, not our injected tag: name the wallet's imports, or dev
        // discovers them on first load and reloads the page under the test's feet.
        optimizeDeps: {
          include: [
            'viem',
            'viem/accounts',
            'viem/actions',
            'zod',
            '@noble/curves/ed25519',
            '@noble/hashes/sha2',
            '@solana/kit',
            '@wallet-standard/wallet',
            'bs58',
          ],
        },
      }
    },
    resolveId(id) {
      if (id === SOLANA_WALLET_ID) return SOLANA_WALLET_ENTRY
      return id === WALLET_ID ? WALLET_ENTRY : undefined
    },
    transformIndexHtml: {
      // 'pre' so the build's HTML step sees the script and bundles it like the page's own.
      order: 'pre',
      handler: () => [
        { tag: 'script', attrs: { type: 'module', src: WALLET_ID }, injectTo: 'head-prepend' },
        { tag: 'script', attrs: { type: 'module', src: SOLANA_WALLET_ID }, injectTo: 'head-prepend' },
      ],
    },
  }
}
