import { expect, test } from 'vitest'
import { evmSession } from './evmSession.ts'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('default: the session answers accounts and the chain itself, as EIP-1193 replies', () => {
  const state = { addresses: [EVM], chainReference: '31337' }
  expect(evmSession.answer('eth_accounts', state)).toEqual({ reply: [EVM] })
  expect(evmSession.answer('eth_requestAccounts', state)).toEqual({ reply: [EVM] })
  expect(evmSession.answer('eth_chainId', state)).toEqual({ reply: '0x7a69' })
  expect(evmSession.answer('personal_sign', state)).toBeUndefined()
})

test('behavior: without a session chain, accounts are none and the chain is the wallet’s to answer (not connected)', () => {
  const state = { addresses: [], chainReference: undefined }
  expect(evmSession.answer('eth_accounts', state)).toEqual({ reply: [] })
  expect(evmSession.answer('eth_chainId', state)).toBeUndefined()
})

test('behavior: a switch names its target chain; other requests none', () => {
  expect(evmSession.switchTarget?.('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBe('31338')
  expect(evmSession.switchTarget?.('personal_sign', ['0x00', EVM])).toBeUndefined()
  expect(() => evmSession.switchTarget?.('wallet_switchEthereumChain', [{ chainId: 'mainnet' }])).toThrow()
})
