import { expect, test } from 'vitest'
import { compileDevToken } from './compileDevToken.ts'
import { DEV_TOKEN_BYTECODE } from './devTokenArtifact.ts'

test('default: the committed bytecode is what the pinned solc makes of DevToken.sol', async () => {
  expect(DEV_TOKEN_BYTECODE).toBe((await compileDevToken()).bytecode)
}, 30_000)
