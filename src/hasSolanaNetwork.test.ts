import { expect, test } from 'vitest'
import { hasSolanaNetwork } from './hasSolanaNetwork.ts'

test('hasSolanaNetwork: true only when some network is a Solana one', () => {
  expect(hasSolanaNetwork(['eip155:1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])).toBe(true)
  expect(hasSolanaNetwork(['eip155:1', 'eip155:31337'])).toBe(false)
  expect(hasSolanaNetwork([])).toBe(false)
})
