import { describe, expect, test } from 'vitest'
import { NAMESPACE_TRAITS } from '../../src/namespaces.ts'
import { supportsFeature } from '../../src/networks.ts'
import { NAMESPACES } from '../../src/types.ts'
import { adapterFor, hasAdapter } from './adapterFor.ts'

describe('adapterFor', () => {
  test('default: each namespace with an adapter gets its own; the others are an Unsupported chain', async () => {
    expect((await adapterFor('eip155')).namespace).toBe('eip155')
    expect((await adapterFor('solana')).namespace).toBe('solana')
    for (const name of ['bip122', 'polkadot', 'cosmos', 'toString', 'constructor', '']) {
      expect(hasAdapter(name)).toBe(false)
      await expect(adapterFor(name)).rejects.toMatchObject({
        name: 'UnsupportedChainError',
        shortMessage: 'Unsupported chain',
      })
    }
  })

  test('behavior: the data tables agree with the adapters, so a new namespace is one adapter plus its rows', async () => {
    for (const namespace of NAMESPACES) {
      // Wallets connect exactly where an adapter reads and sends.
      expect(supportsFeature('connect', namespace), namespace).toBe(hasAdapter(namespace))
      if (!hasAdapter(namespace)) continue
      const adapter = await adapterFor(namespace)
      // A wallet said to switch chains has an adapter that knows how to ask it.
      expect(adapter.switchWalletChain !== undefined, namespace).toBe(
        NAMESPACE_TRAITS[namespace].walletSwitchesChain,
      )
    }
  })
})
