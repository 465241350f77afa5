import { build } from 'vite'
import { readFileSync, readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
await build({ configFile: new URL('../vite.config.ts', import.meta.url).pathname, mode: 'lib', logLevel: 'warn', build: { sourcemap: true, outDir: '/tmp/libsm', emptyOutDir: true } })
