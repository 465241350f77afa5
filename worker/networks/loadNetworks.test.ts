import { expect, test } from 'vitest'
import { parseConfig } from '../../src/config.ts'
import { loadChainTable } from './loadChainTable.ts'
import { loadNetworks } from './loadNetworks.ts'

/** A table loader that counts its loads, over viem's real table. */
function countingTable() {
  const counter = {
    loads: 0,
    load: () => {
      counter.loads += 1
      return loadChainTable()
    },
  }
  return counter
}

test('default: built-in networks and CAIP ids of other namespaces never load the chain table', async () => {
  const table = countingTable()
  const networks = await loadNetworks({
    config: parseConfig({
      projectId: 'p',
      networks: ['eip155:1', 'eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    }),
    loadTable: table.load,
  })
  expect(networks.map((n) => n.name)).toEqual(['Ethereum', 'Walletdock Devnet A', 'Solana'])
  expect(table.loads).toBe(0)
})

test('behavior: a well-known EVM id takes its name, currency and explorer from viem’s chain table', async () => {
  const table = countingTable()
  const networks = await loadNetworks({
    config: parseConfig({
      projectId: 'p',
      networks: ['eip155:1', 'eip155:10', 'eip155:8453', 'eip155:11155111'],
    }),
    loadTable: table.load,
  })
  expect(table.loads).toBe(1)
  expect(
    networks.slice(1).map(({ name, nativeCurrency, blockExplorerUrls, testnet }) => ({
      name,
      symbol: nativeCurrency.symbol,
      explorer: blockExplorerUrls[0],
      testnet,
    })),
  ).toEqual([
    { name: 'OP Mainnet', symbol: 'ETH', explorer: 'https://optimistic.etherscan.io', testnet: false },
    { name: 'Base', symbol: 'ETH', explorer: 'https://basescan.org', testnet: false },
    { name: 'Sepolia', symbol: 'ETH', explorer: 'https://sepolia.etherscan.io', testnet: true },
  ])
  expect(networks[1]?.rpcUrls[0]).toMatch(/^https:\/\//)
})

test('behavior: an EVM id no table knows and without RPC URLs is a ConfigError naming it', async () => {
  await expect(
    loadNetworks({ config: parseConfig({ projectId: 'p', networks: ['eip155:1', 'eip155:77777'] }) }),
  ).rejects.toMatchObject({
    name: 'ConfigError',
    shortMessage: 'Invalid configuration',
    details: 'Unknown network eip155:77777: add customRpcUrls for it or pass its viem Chain',
    metaMessages: ['Path: networks.1'],
  })
})
