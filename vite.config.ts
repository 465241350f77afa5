import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { devnetWalletPlugin } from './devnet/vitePlugin.ts'
import { libCoreUrls } from './tools/libCoreUrls.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// The library's framework entries (`walletdock/react`, `walletdock/wagmi`): thin glue over the loader, built
// after it into the same folder. The frameworks are the host's (peer dependencies) and the loader is imported
// as `walletdock`, so a host's bundler gives the glue and the host's own `import 'walletdock'` one instance.
function bindingsBuild(): UserConfig {
  const loader = here('./overlay/loader.ts')
  const externalLoader: Plugin = {
    name: 'walletdock-external-loader',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      return resolved?.id === loader ? { id: 'walletdock', external: true } : null
    },
  }
  return {
    plugins: [externalLoader, react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: here('./dist/lib'),
      emptyOutDir: false,
      manifest: '.vite/bindings-manifest.json',
      target: 'es2022',
      modulePreload: false,
      lib: {
        entry: { react: here('./overlay/react.ts'), wagmi: here('./overlay/wagmi.ts') },
        formats: ['es' as const],
      },
      rollupOptions: {
        external: [/^react($|\/)/, /^react-dom($|\/)/, /^@wagmi\/core($|\/)/, /^viem($|\/)/],
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'assets/bindings-[name]-[hash].js',
          minify: true,
          comments: false,
        },
      },
    },
  }
}

// `vite build --mode lib` builds the library a host installs; any other mode builds and serves the demo.
export default defineConfig(({ mode }) => {
  // This build's id and time, read by the worker entries: after a deploy, old tabs' core and the new one meet,
  // and the newer takes over (worker/leaderSync.ts). WALLETDOCK_BUILD_ID names a build (the e2e tests do).
  const time = Date.now()
  const build = { id: process.env.WALLETDOCK_BUILD_ID ?? `walletdock-build-${time}`, time }
  const shared = {
    plugins: [react()],
    define: { __WALLETDOCK_BUILD__: JSON.stringify(build) },
    worker: {
      format: 'es' as const,
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'coreStart', tags: ['$initial' as const] }] } },
      },
    },
    // The package's entries by their public names (package.json exports), as the demo pages import them.
    resolve: {
      alias: [
        { find: /^walletdock$/, replacement: here('./overlay/loader.ts') },
        { find: /^walletdock\/react$/, replacement: here('./overlay/react.ts') },
        { find: /^walletdock\/wagmi$/, replacement: here('./overlay/wagmi.ts') },
      ],
    },
  }
  if (mode === 'lib-bindings') return bindingsBuild()
  if (mode === 'lib') {
    return {
      ...shared,
      plugins: [...shared.plugins, libCoreUrls('walletdock.js')],
      // Built in library mode so Vite adds no module-preload helper (~1 KB gzip) to the loader: its dynamic
      // imports (the UI chunk, fetched when the page is idle, and the Wallet Standard bridge) need none. The
      // output options below restore full minification, which library mode leaves out of ES output.
      define: { ...shared.define, 'process.env.NODE_ENV': JSON.stringify('production') },
      base: './',
      build: {
        outDir: here('./dist/lib'),
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        modulePreload: false,
        lib: { entry: { walletdock: here('./overlay/loader.ts') }, formats: ['es' as const] },
        rollupOptions: {
          // The loader may export internals to the lazy chunks, so rolldown merges what they share with it
          // into walletdock.js: one request on the host's critical path, not one per shared module.
          preserveEntrySignatures: 'allow-extension' as const,
          output: {
            entryFileNames: '[name].js',
            chunkFileNames: 'assets/[name]-[hash].js',
            assetFileNames: 'assets/[name]-[hash][extname]',
            minify: true,
            comments: false,
          },
        },
      },
    }
  }
  return {
    ...shared,
    root: here('./demo'),
    plugins: [
      ...shared.plugins,
      devnetWalletPlugin(),
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: 'script-defer',
        manifest: false,
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
          clientsClaim: true,
          skipWaiting: true,
          navigateFallback: 'index.html',
        },
      }),
    ],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, fs: { allow: [here('.')] } },
    preview: { host: '127.0.0.1', port: 5173, strictPort: true },
    build: {
      outDir: here('./dist/demo'),
      emptyOutDir: true,
      target: 'es2022',
      // The demo host, and a wagmi app and a React app using the package's other entries (e2e/wagmi.spec.ts,
      // e2e/react.spec.ts).
      rollupOptions: {
        input: {
          main: here('./demo/index.html'),
          wagmi: here('./demo/wagmi.html'),
          react: here('./demo/react.html'),
        },
      },
    },
  }
})
