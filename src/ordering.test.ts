import { describe, expect, test } from 'vitest'
import {
  connectorGroupOf,
  getConnectMethodsOrder,
  getWalletFeatures,
  getWalletFeaturesOrder,
  type SortConnectorsOptions,
  sortConnectorsByType,
} from './ordering.ts'
import type { Connector } from './types.ts'

describe('getConnectMethodsOrder', () => {
  test('default: email, social, wallet', () => {
    expect(getConnectMethodsOrder({ hasInstalledWallet: false })).toEqual(['email', 'social', 'wallet'])
  })

  test('behavior: wallet comes first when a browser wallet is installed', () => {
    expect(getConnectMethodsOrder({ hasInstalledWallet: true })).toEqual(['wallet', 'email', 'social'])
  })

  test('behavior: the configured order wins, without duplicates', () => {
    expect(
      getConnectMethodsOrder({ configured: ['social', 'wallet', 'social'], hasInstalledWallet: true }),
    ).toEqual(['social', 'wallet'])
    expect(getConnectMethodsOrder({ configured: [], hasInstalledWallet: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })
})

describe('getWalletFeaturesOrder', () => {
  test('default: on-ramp, swaps, receive, send', () => {
    expect(getWalletFeaturesOrder()).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  test('behavior: the configured order wins', () => {
    expect(getWalletFeaturesOrder(['send', 'receive'])).toEqual(['send', 'receive'])
  })
})

describe('getWalletFeatures', () => {
  const all = () => true
  test('default: every feature available, in the spec order', () => {
    expect(getWalletFeatures({ features: {}, basic: false, available: all })).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ])
  })

  test('behavior: only the features this build and namespace have', () => {
    const available = (f: string) => f === 'receive' || f === 'send'
    expect(getWalletFeatures({ features: {}, basic: false, available })).toEqual(['receive', 'send'])
  })

  test('behavior: walletFeaturesOrder reorders, and features.* turn single ones off', () => {
    expect(
      getWalletFeatures({
        configured: ['send', 'swaps', 'receive', 'send'],
        features: { swaps: false },
        basic: false,
        available: all,
      }),
    ).toEqual(['send', 'receive'])
  })

  test('behavior: basic mode turns the remote features off, send and receive stay', () => {
    expect(getWalletFeatures({ features: { receive: false }, basic: true, available: all })).toEqual(['send'])
  })
})

describe('sortConnectorsByType', () => {
  const wc: Connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
  }
  const auth: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }
  const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }
  const legacy: Connector = { id: 'injected', name: '', type: 'INJECTED', chain: 'eip155' }
  const rainbow: Connector = {
    id: 'rainbow',
    name: 'Rainbow',
    type: 'EXTERNAL',
    chain: 'eip155',
    explorerId: 'rb',
  }
  const custom: Connector = { id: 'my-wallet', name: 'Mine', type: 'EXTERNAL', chain: 'eip155' }
  const coinbase: Connector = { id: 'coinbase', name: 'Coinbase', type: 'EXTERNAL', chain: 'eip155' }
  const zerion: Connector = { id: 'zerion', name: 'Zerion', type: 'MULTI_CHAIN', chain: 'eip155' }
  const options: SortConnectorsOptions = {
    walletConnectEnabled: true,
    connectedViaWalletConnect: false,
    recentIds: ['injected'],
    featuredIds: ['rb'],
    customIds: ['my-wallet'],
  }

  test('default: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const sorted = sortConnectorsByType(
      [zerion, coinbase, custom, rainbow, metamask, legacy, auth, wc],
      options,
    )
    expect(sorted.map((c) => c.id)).toEqual([
      'walletConnect',
      'injected',
      'io.metamask',
      'rainbow',
      'my-wallet',
      'coinbase',
      'zerion',
    ])
  })

  test('behavior: WalletConnect is left out when disabled or already connected through it', () => {
    expect(sortConnectorsByType([wc, metamask], { ...options, walletConnectEnabled: false })).toEqual([
      metamask,
    ])
    expect(sortConnectorsByType([wc, metamask], { ...options, connectedViaWalletConnect: true })).toEqual([
      metamask,
    ])
  })

  test('behavior: recent wallets keep the order of the recent list', () => {
    const sorted = sortConnectorsByType([metamask, legacy], {
      ...options,
      recentIds: ['io.metamask', 'injected'],
    })
    expect(sorted).toEqual([metamask, legacy])
    const reversed = sortConnectorsByType([metamask, legacy], {
      ...options,
      recentIds: ['injected', 'io.metamask'],
    })
    expect(reversed).toEqual([legacy, metamask])
  })

  test('behavior: each connector appears once, in the first group it matches', () => {
    expect(
      connectorGroupOf(metamask, { ...options, recentIds: ['io.metamask'], featuredIds: ['io.metamask'] }),
    ).toBe('recent')
    expect(connectorGroupOf(auth, options)).toBeUndefined()
    const injectedMulti: Connector = { ...zerion, connectors: [metamask, { ...metamask, chain: 'solana' }] }
    expect(connectorGroupOf(injectedMulti, options)).toBe('injected')
  })
})
