import { describe, expect, test } from 'vitest'
import {
  addChainParams,
  parseParams,
  personalSignParams,
  sendTransactionParams,
  switchChainParams,
} from './requestParams.ts'

const addChain = (overrides: Record<string, unknown>) => [
  {
    chainId: '0x7a6a',
    chainName: 'Walletdock Devnet B',
    rpcUrls: ['http://127.0.0.1:8546'],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    ...overrides,
  },
]

describe('wallet_addEthereumChain', () => {
  test('default: parses the chain id to a number', () => {
    expect(parseParams(addChainParams, 'wallet_addEthereumChain', addChain({}))[0].chainId).toBe(31338)
  })

  test.each([
    ['a padded chain id', { chainId: '0x07a6a' }, 'params.0.chainId'],
    ['a decimal chain id', { chainId: 31338 }, 'params.0.chainId'],
    ['no chain name', { chainName: ' ' }, 'params.0.chainName'],
    ['no RPC URL', { rpcUrls: [] }, 'params.0.rpcUrls'],
    ['a websocket RPC URL', { rpcUrls: ['ws://127.0.0.1:8546'] }, 'params.0.rpcUrls.0'],
    [
      '6 decimals',
      { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 6 } },
      'params.0.nativeCurrency.decimals',
    ],
  ])('behavior: refuses %s with -32602', (_, overrides, where) => {
    expect(() => parseParams(addChainParams, 'wallet_addEthereumChain', addChain(overrides))).toThrow(
      expect.objectContaining({ code: -32602, message: expect.stringContaining(`at ${where}:`) }),
    )
  })
})

test('behavior: wallet_switchEthereumChain needs a hex chain id', () => {
  expect(parseParams(switchChainParams, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])[0].chainId).toBe(
    1,
  )
  expect(() => parseParams(switchChainParams, 'wallet_switchEthereumChain', [{ chainId: '0x0' }])).toThrow(
    'Invalid parameters for wallet_switchEthereumChain at params.0.chainId: expected a non-zero chain id below 2^53.',
  )
})

test('behavior: personal_sign checksums the address and tolerates a trailing password', () => {
  const [, address] = parseParams(personalSignParams, 'personal_sign', [
    '0x68',
    '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    '',
  ])
  expect(address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
})

test('behavior: eth_sendTransaction refuses odd-length data', () => {
  expect(() =>
    parseParams(sendTransactionParams, 'eth_sendTransaction', [
      { from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', data: '0x123' },
    ]),
  ).toThrow('at params.0.data: expected 0x-prefixed hex bytes')
})
