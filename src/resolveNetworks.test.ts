import { describe, expect, test } from 'vitest'
import type { PlainChain } from './plainChain.ts'
import { type ChainLookup, resolveNetworks } from './resolveNetworks.ts'

const devnetC: PlainChain = {
  id: 31339,
  name: 'Walletdock Devnet C',
  nativeCurrency: { name: 'Dock', symbol: 'DOCK', decimals: 18 },
  rpcUrls: {
    default: { http: ['http://127.0.0.1:1', 'http://127.0.0.1:8547'] },
    other: { http: ['http://x.example'] },
  },
  blockExplorers: { default: { name: 'Dockscan', url: 'https://dockscan.example' } },
}
const optimism: PlainChain = {
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
}
const table: ChainLookup = (id) => (id === 10 ? optimism : undefined)

describe('resolveNetworks', () => {
  test('default: built-in networks and the host’s own Chains, in the host’s order', () => {
    const { networks, unknown, needsTable } = resolveNetworks({ networks: [devnetC, 'eip155:1'] })
    expect(networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31339', 'eip155:1'])
    expect(networks[0]).toMatchObject({
      id: 31339,
      chainNamespace: 'eip155',
      name: 'Walletdock Devnet C',
      nativeCurrency: { name: 'Dock', symbol: 'DOCK', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:1', 'http://127.0.0.1:8547', 'http://x.example'],
      blockExplorerUrls: ['https://dockscan.example'],
      testnet: false,
      rpcFromHost: true,
    })
    expect(networks[1]).toMatchObject({ name: 'Ethereum', rpcFromHost: false })
    expect(unknown).toEqual([])
    expect(needsTable).toBe(false)
  })

  test('behavior: custom RPC URLs replace the network’s own, in their order, without duplicates', () => {
    const { networks } = resolveNetworks({
      networks: ['eip155:31337', devnetC],
      customRpcUrls: {
        'eip155:31337': ['http://localhost:9545', 'http://localhost:9545', 'http://127.0.0.1:9546'],
        'eip155:31339': ['http://127.0.0.1:8547'],
      },
    })
    expect(networks[0]?.rpcUrls).toEqual(['http://localhost:9545', 'http://127.0.0.1:9546'])
    expect(networks[0]?.rpcFromHost).toBe(true)
    expect(networks[1]?.rpcUrls).toEqual(['http://127.0.0.1:8547'])
  })

  test('behavior: an EVM id that is not built in needs the chain table, which names it', () => {
    const without = resolveNetworks({ networks: ['eip155:10'] })
    expect(without).toEqual({
      networks: [],
      unknown: [{ caipNetworkId: 'eip155:10', index: 0 }],
      needsTable: true,
    })
    const { networks, unknown } = resolveNetworks({ networks: ['eip155:10'] }, table)
    expect(unknown).toEqual([])
    expect(networks[0]).toMatchObject({
      name: 'OP Mainnet',
      rpcUrls: ['https://mainnet.optimism.io'],
      blockExplorerUrls: ['https://optimistic.etherscan.io'],
      rpcFromHost: false,
    })
  })

  test('behavior: an id no table knows is reached through its custom RPC URLs and named by its id', () => {
    const { networks, unknown } = resolveNetworks(
      {
        networks: ['eip155:424242', 'eip155:77777'],
        customRpcUrls: { 'eip155:424242': ['http://127.0.0.1:9999'] },
      },
      table,
    )
    expect(networks).toEqual([
      {
        id: 424242,
        caipNetworkId: 'eip155:424242',
        chainNamespace: 'eip155',
        name: 'eip155:424242',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:9999'],
        blockExplorerUrls: [],
        testnet: false,
        assets: {},
        rpcFromHost: true,
      },
    ])
    expect(unknown).toEqual([{ caipNetworkId: 'eip155:77777', index: 1 }])
  })
})
