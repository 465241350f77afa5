import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { compileDevToken, renderArtifact } from './compileDevToken.ts'

test('default: the committed bytecode is what the pinned solc makes of DevToken.sol', async () => {
  const committed = await readFile(new URL('./devTokenArtifact.ts', import.meta.url), 'utf8')
  expect(committed).toBe(renderArtifact(await compileDevToken()))
}, 30_000)
