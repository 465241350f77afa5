import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { devnetWalletPlugin } from './devnet/vitePlugin.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// `vite build --mode lib` builds the library a host installs; any other mode builds and serves the demo.
export default defineConfig(({ mode }) => {
  const shared = {
    plugins: [react()],
    worker: { format: 'es' as const },
    resolve: { alias: { walletdock: here('./overlay/loader.ts') } },
  }
  if (mode === 'lib') {
    return {
      ...shared,
      // Built as an app with one preserved entry, so every chunk (loader, UI, worker) is fully minified;
      // `build.lib` leaves whitespace in ES output, which would misstate what a host ships.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: here('./dist/lib'),
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rollupOptions: {
          input: { walletdock: here('./overlay/loader.ts') },
          preserveEntrySignatures: 'exports-only' as const,
          output: { entryFileNames: '[name].js' },
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
    build: { outDir: here('./dist/demo'), emptyOutDir: true, target: 'es2022' },
  }
})
