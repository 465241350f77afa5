import { describe, expect, test } from 'vitest'
import {
  addConnector,
  filterConnectorsByNamespace,
  mergeConnectors,
  normalizeConnectorName,
} from './connectors.ts'
import type { Connector } from './types.ts'

const c = (
  id: string,
  name: string,
  chain: Connector['chain'],
  type: Connector['type'] = 'ANNOUNCED',
): Connector => ({
  id,
  name,
  type,
  chain,
})

describe('normalizeConnectorName', () => {
  test("behavior: 'Trust Wallet' is treated as 'Trust'", () => {
    expect(normalizeConnectorName('Trust Wallet')).toBe('Trust')
    expect(normalizeConnectorName(' trust wallet ')).toBe('Trust')
  })

  test('default: other names are kept (trimmed)', () => {
    expect(normalizeConnectorName('MetaMask ')).toBe('MetaMask')
  })
})

describe('addConnector', () => {
  test('behavior: a connector with the same id, name and chain is ignored', () => {
    const list = [c('io.metamask', 'MetaMask', 'eip155')]
    expect(addConnector(list, c('io.metamask', 'MetaMask', 'eip155'))).toEqual(list)
  })

  test('behavior: a different id, name or chain is added at the end', () => {
    const list = [c('io.metamask', 'MetaMask', 'eip155')]
    expect(addConnector(list, c('io.metamask', 'MetaMask', 'solana'))).toHaveLength(2)
    expect(addConnector(list, c('io.metamask', 'MetaMask Flask', 'eip155'))).toHaveLength(2)
    expect(addConnector(list, c('injected', 'MetaMask', 'eip155')).at(-1)?.id).toBe('injected')
    expect(list).toHaveLength(1)
  })
})

describe('mergeConnectors', () => {
  test('behavior: the same wallet on two chains becomes one MULTI_CHAIN connector holding both', () => {
    const evm = { ...c('com.trustwallet.app', 'Trust Wallet', 'eip155'), imageUrl: 'data:trust' }
    const sol = c('trust-solana', 'Trust', 'solana')
    const other = c('io.rabby', 'Rabby', 'eip155')
    const merged = mergeConnectors([evm, other, sol])
    expect(merged).toHaveLength(2)
    expect(merged[0]).toMatchObject({
      id: 'com.trustwallet.app',
      name: 'Trust',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      imageUrl: 'data:trust',
      connectors: [evm, sol],
    })
    expect(merged[1]).toBe(other)
  })

  test('behavior: the same name on one chain only is not merged', () => {
    const list = [c('a', 'MetaMask', 'eip155', 'ANNOUNCED'), c('b', 'MetaMask', 'eip155', 'INJECTED')]
    expect(mergeConnectors(list)).toEqual(list)
  })

  test('behavior: WalletConnect and auth connectors are never merged', () => {
    const list = [
      c('walletConnect', 'WalletConnect', 'eip155', 'WALLET_CONNECT'),
      c('walletConnect', 'WalletConnect', 'solana', 'WALLET_CONNECT'),
      c('auth', 'Auth', 'eip155', 'AUTH'),
      c('auth', 'Auth', 'solana', 'AUTH'),
    ]
    expect(mergeConnectors(list)).toEqual(list)
  })
})

describe('filterConnectorsByNamespace', () => {
  test('behavior: keeps connectors of the namespace and multi-chain ones with a member of it', () => {
    const evm = c('a', 'A', 'eip155')
    const sol = c('b', 'B', 'solana')
    const [multi] = mergeConnectors([c('x', 'X', 'eip155'), c('y', 'X', 'bip122')])
    if (!multi) throw new Error('expected a merged connector')
    expect(filterConnectorsByNamespace([evm, sol, multi], 'solana')).toEqual([sol])
    expect(filterConnectorsByNamespace([evm, sol, multi], 'bip122')).toEqual([multi])
    expect(filterConnectorsByNamespace([evm, sol, multi], 'eip155')).toEqual([evm, multi])
  })
})
