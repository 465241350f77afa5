import { expect, test } from 'vitest'
import { parseConfig } from '../src/config.ts'
import { initialSnapshot } from './core.ts'

test('default: each requested namespace starts with its default account type (spec part 3)', () => {
  const config = parseConfig({
    projectId: 'test',
    networks: [
      'eip155:1',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'bip122:000000000019d6689c085ae165831e93',
    ],
  })
  expect(initialSnapshot(config).preferredAccountTypes).toEqual({
    eip155: 'smartAccount',
    solana: 'eoa',
    bip122: 'payment',
  })
})

test('behavior: a Solana-only host starts on Solana with only the solana default', () => {
  const snapshot = initialSnapshot(
    parseConfig({ projectId: 'test', networks: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
  )
  expect([snapshot.activeNamespace, snapshot.activeCaipNetworkId]).toEqual([
    'solana',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  ])
  expect(snapshot.preferredAccountTypes).toEqual({ solana: 'eoa' })
})
