import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const ENTRY = fileURLToPath(new URL('./frame/frameMain.ts', import.meta.url))
const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Bundles the frame page's script (viem, zod, the frame message contract) into one ES module, in memory. */
export async function buildFrameScript(): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      // Every tab loads the frame: keep it small.
      minify: true,
      rollupOptions: {
        input: ENTRY,
        output: { format: 'es', codeSplitting: false, entryFileNames: 'frame.js' },
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((o) => ('output' in o ? o.output : []))
  const chunk = outputs.find((o) => o.type === 'chunk' && o.fileName === 'frame.js')
  if (chunk?.type !== 'chunk') throw new Error('Building the secure frame script gave no frame.js')
  return chunk.code
}
