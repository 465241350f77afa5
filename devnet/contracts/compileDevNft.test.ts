import { expect, test } from 'vitest'
import { compileDevNft } from './compileDevNft.ts'
import { DEV_NFT_BYTECODE } from './devNftArtifact.ts'

test('default: the committed bytecode is what the pinned solc makes of DevNft.sol', async () => {
  expect(DEV_NFT_BYTECODE).toBe((await compileDevNft()).bytecode)
}, 30_000)
