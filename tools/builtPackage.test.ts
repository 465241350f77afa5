import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// The library build a host installs (vite.config.ts, mode lib), built into a temporary folder.
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url))
const outDir = mkdtempSync(join(tmpdir(), 'walletdock-lib-'))

beforeAll(async () => {
  await build({ configFile, mode: 'lib', logLevel: 'silent', build: { outDir } })
}, 120_000)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the built package entry', () => {
  test('behavior: importing it in Node (no window, no HTMLElement) does not throw and defines nothing', () => {
    const entry = pathToFileURL(join(outDir, 'walletdock.js')).href
    const script = `const m = await import(${JSON.stringify(entry)});
      console.log(JSON.stringify({ createWalletdock: typeof m.createWalletdock, window: typeof window,
        HTMLElement: typeof HTMLElement, customElements: typeof customElements }))`
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(JSON.parse(output)).toEqual({
      createWalletdock: 'function',
      window: 'undefined',
      HTMLElement: 'undefined',
      customElements: 'undefined',
    })
  })

  test('behavior: the core workers are plain `new URL("./…", import.meta.url)` next to the loader, type a literal', () => {
    const loader = readFileSync(join(outDir, 'walletdock.js'), 'utf8')
    const found = [
      ...loader.matchAll(
        /new (SharedWorker|Worker)\(new URL\("\.\/(assets\/entry\.(?:shared|dedicated)-[\w-]+\.js)",import\.meta\.url\),\{type:"module"/g,
      ),
    ].map(([, kind, file]) => ({ kind, file }))
    expect(found.map((f) => f.kind)).toEqual(['SharedWorker', 'Worker'])
    for (const { file } of found) {
      expect(existsSync(join(outDir, file ?? ''))).toBe(true)
      // assetBaseUrl resolves the same files under another base: the markers are replaced by their names.
      expect(loader).toContain(`\`${file}\``)
    }
    expect(loader).not.toContain('__WALLETDOCK_CORE_')
  })
})
