import { expect, test } from 'vitest'
import { parseConfig } from '../../src/config.ts'
import { resolveNetworks } from '../../src/resolveNetworks.ts'
import { loadNetworks } from './loadNetworks.ts'
import { withNetworkIcons } from './networkIcons.ts'

const svgOf = (imageUrl: string | undefined) =>
  decodeURIComponent((imageUrl ?? '').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))

const networksOf = (networks: string[], extra: Record<string, unknown> = {}) =>
  resolveNetworks(parseConfig({ projectId: 'test', networks, ...extra })).networks

test('default: well-known networks get their icon as an SVG data URL; a testnet shows its mainnet’s', async () => {
  // Sepolia is not built in: viem's chain table names it.
  const networks = await loadNetworks({
    config: parseConfig({
      projectId: 'test',
      networks: ['eip155:1', 'eip155:11155111', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    }),
  })
  expect(networks.map((n) => n.name)).toEqual(['Ethereum', 'Sepolia', 'Solana Devnet'])
  const iconed = await withNetworkIcons(networks)
  const [mainnet, sepolia, solanaDevnet] = iconed.map((n) => n.assets.imageUrl)
  expect(mainnet).toMatch(/^data:image\/svg\+xml;charset=utf-8,/)
  expect(svgOf(mainnet)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
  expect(sepolia).toBe(mainnet)
  expect(svgOf(solanaDevnet)).toMatch(/^<svg/)
  expect(solanaDevnet).not.toBe(mainnet)
  // Everything else about the networks is as it was.
  expect(iconed.map((n) => ({ ...n, assets: {} }))).toEqual(networks.map((n) => ({ ...n, assets: {} })))
})

test('behavior: a network with no known icon keeps its letter; a host’s own image is kept', async () => {
  const [devnet] = networksOf(['eip155:31337'], {
    customRpcUrls: { 'eip155:31337': ['http://127.0.0.1:8545'] },
  })
  if (!devnet) throw new Error('no network')
  const own = {
    ...devnet,
    caipNetworkId: 'eip155:1' as const,
    assets: { imageUrl: 'https://host.example/eth.png' },
  }
  const [unknown, hosted] = await withNetworkIcons([devnet, own])
  expect(unknown).toBe(devnet)
  expect(hosted?.assets.imageUrl).toBe('https://host.example/eth.png')
})
