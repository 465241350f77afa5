import { describe, expect, test } from 'vitest'
import { InvalidViewRequestError, parseViewRequest } from './parseViewRequest.ts'

const networks = ['eip155:31337', 'eip155:31338', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'] as const

function problem(view: unknown, data?: unknown): string {
  try {
    parseViewRequest({ view, data, requestedNetworks: networks })
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidViewRequestError)
    return (error as InvalidViewRequestError).shortMessage
  }
  throw new Error('expected a refusal')
}

describe('parseViewRequest', () => {
  test('default: a view without data, and one with the data it needs', () => {
    expect(parseViewRequest({ view: 'Networks', data: undefined })).toEqual({ name: 'Networks' })
    expect(
      parseViewRequest({
        view: 'SwitchNetwork',
        data: { caipNetworkId: 'eip155:31338' },
        requestedNetworks: networks,
      }),
    ).toEqual({ name: 'SwitchNetwork', data: { caipNetworkId: 'eip155:31338' } })
    expect(parseViewRequest({ view: 'Account', data: { tab: 'Activity' } })).toEqual({
      name: 'Account',
      data: { tab: 'Activity' },
    })
  })

  test('behavior: SwitchNetwork without data is refused with what it needs (it threw a TypeError in render)', () => {
    expect(problem('SwitchNetwork')).toBe('open(): view "SwitchNetwork" needs data')
    expect(problem('SwitchNetwork', {})).toBe(
      'open(): data of view "SwitchNetwork": caipNetworkId must be a CAIP network id such as "eip155:1", got undefined',
    )
  })

  test('behavior: a network the host did not ask for is refused; without the host networks only the shape is checked', () => {
    expect(problem('SwitchNetwork', { caipNetworkId: 'eip155:1' })).toBe(
      'open(): data of view "SwitchNetwork": caipNetworkId "eip155:1" is not one of the host\'s networks (eip155:31337, eip155:31338, solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1)',
    )
    expect(parseViewRequest({ view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:1' } }).name).toBe(
      'SwitchNetwork',
    )
    expect(problem('SwitchNetwork', { caipNetworkId: 'nope:1' })).toContain('unknown namespace')
  })

  test('behavior: WalletSendSuccess needs the network (one the host asked for), the hash, the amount and the symbol', () => {
    const data = { caipNetworkId: 'eip155:31337', hash: '0xabc', amount: '0.5', symbol: 'ETH' }
    expect(parseViewRequest({ view: 'WalletSendSuccess', data, requestedNetworks: networks })).toEqual({
      name: 'WalletSendSuccess',
      data,
    })
    expect(problem('WalletSendSuccess')).toBe('open(): view "WalletSendSuccess" needs data')
    expect(problem('WalletSendSuccess', { ...data, hash: '' })).toBe(
      'open(): data of view "WalletSendSuccess": hash must be a non-empty string',
    )
    expect(problem('WalletSendSuccess', { ...data, caipNetworkId: 'eip155:1' })).toContain(
      "is not one of the host's networks",
    )
  })

  test('behavior: SwapSuccess needs the network (one the host asked for), the hash and both sides as shown', () => {
    const data = { caipNetworkId: 'eip155:31337', hash: '0xabc', from: '20 USDC', to: '19.6 WDT' }
    expect(parseViewRequest({ view: 'SwapSuccess', data, requestedNetworks: networks })).toEqual({
      name: 'SwapSuccess',
      data,
    })
    expect(problem('SwapSuccess')).toBe('open(): view "SwapSuccess" needs data')
    expect(problem('SwapSuccess', { ...data, to: '' })).toBe(
      'open(): data of view "SwapSuccess": to must be a non-empty string',
    )
  })

  test('behavior: unknown views, data where none is taken, and non-object data are refused', () => {
    expect(problem('Nowhere')).toBe('open(): unknown view "Nowhere"')
    expect(problem(42)).toBe('open(): unknown view 42')
    expect(problem('toString')).toBe('open(): unknown view "toString"')
    expect(problem('Networks', { caipNetworkId: 'eip155:31337' })).toBe(
      'open(): view "Networks" takes no data',
    )
    expect(problem('ConnectingExternal', 'injected')).toBe(
      'open(): data of view "ConnectingExternal" must be an object',
    )
    expect(problem('ConnectingExternal', { connectorId: '' })).toContain(
      'connectorId must be a non-empty string',
    )
    expect(problem('Account', { tab: 'Swaps' })).toContain('tab must be one of Tokens, NFTs, Activity')
  })

  test('behavior: SwitchActiveChain checks its namespace, next view and network together', () => {
    expect(
      parseViewRequest({
        view: 'SwitchActiveChain',
        data: { switchToChain: 'solana', navigateTo: 'Account' },
      }),
    ).toEqual({ name: 'SwitchActiveChain', data: { switchToChain: 'solana', navigateTo: 'Account' } })
    expect(problem('SwitchActiveChain', { switchToChain: 'mars' })).toContain('switchToChain must be one of')
    expect(problem('SwitchActiveChain', { switchToChain: 'solana', navigateTo: 'SwitchNetwork' })).toContain(
      'navigateTo must be one of',
    )
    expect(problem('SwitchActiveChain', { switchToChain: 'solana', network: 'eip155:31337' })).toBe(
      'open(): data of view "SwitchActiveChain": network "eip155:31337" is not of namespace "solana"',
    )
  })

  test('behavior: a wallet for ConnectingWalletConnect needs an id, a name and its chains; the message stays short', () => {
    expect(problem('ConnectingWalletConnect', { wallet: { id: 'w' } })).toContain('wallet.name')
    expect(problem('ConnectingWalletConnect', { wallet: { id: 'w', name: 'W', chains: [1] } })).toContain(
      'wallet.chains',
    )
    const long = problem('ConnectingWalletConnect', {
      wallet: { id: 'w', name: 'W', chains: [], mobileLink: 5 },
    })
    expect(long).toContain('wallet.mobileLink must be a string')
    expect(problem('x'.repeat(500)).length).toBeLessThan(120)
  })
})
