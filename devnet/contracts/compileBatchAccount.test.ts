import { expect, test } from 'vitest'
import { BATCH_ACCOUNT_BYTECODE } from './batchAccountArtifact.ts'
import { compileBatchAccount } from './compileBatchAccount.ts'

test('default: the committed bytecode is what the pinned solc makes of BatchAccount.sol and OpenZeppelin', async () => {
  expect(BATCH_ACCOUNT_BYTECODE).toBe((await compileBatchAccount()).bytecode)
}, 30_000)
