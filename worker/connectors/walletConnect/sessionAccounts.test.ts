import bs58 from 'bs58'
import { expect, test } from 'vitest'
import { eip155Adapter } from '../../chains/eip155.ts'
import { solanaAdapter } from '../../chains/solana.ts'
import { pickSessionAccount, sessionAccountsOf } from './sessionAccounts.ts'

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const KEY = 'BfANtiykfLWvjnEuXwzynCTatey9GoAXfE9haRU2qKL6'
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const session = (namespaces: Record<string, { accounts: unknown[] }>) => ({ namespaces }) as never

test('default: CAIP-10 accounts of the namespace with a real address are kept', () => {
  expect(sessionAccountsOf(session({ solana: { accounts: [`${DEVNET}:${KEY}`] } }), solanaAdapter)).toEqual({
    valid: [{ address: KEY, caipNetworkId: DEVNET }],
    invalid: [],
  })
  expect(
    sessionAccountsOf(session({ eip155: { accounts: [`eip155:31337:${EVM}`] } }), eip155Adapter),
  ).toEqual({
    valid: [{ address: EVM, caipNetworkId: 'eip155:31337' }],
    invalid: [],
  })
})

test('bad input wallet-replies: malformed accounts are set apart, never connected', () => {
  const bad = [
    `${DEVNET}:0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl`, // not base58
    `${DEVNET}:${bs58.encode(new Uint8Array(31).fill(7))}`, // base58, but not a 32-byte key
    `${DEVNET}:${EVM}`, // another namespace's address
    `eip155:1:${KEY}`, // another namespace
    `solana:${KEY}`, // no chain
    `solana:bad ref:${KEY}`, // invalid reference
    42,
  ]
  const { valid, invalid } = sessionAccountsOf(session({ solana: { accounts: bad } }), solanaAdapter)
  expect(valid).toEqual([])
  expect(invalid).toEqual(bad.map(String))
})

test('behavior: a namespace the session lacks has no accounts', () => {
  expect(sessionAccountsOf(session({ eip155: { accounts: [`eip155:1:${EVM}`] } }), solanaAdapter)).toEqual({
    valid: [],
    invalid: [],
  })
})

test('behavior: the account on the first preferred chain wins, else the first one', () => {
  const accounts = [
    { address: EVM, caipNetworkId: 'eip155:31337' as const },
    { address: EVM, caipNetworkId: 'eip155:31338' as const },
  ]
  expect(pickSessionAccount(accounts, ['eip155:1', 'eip155:31338'])).toBe(accounts[1])
  expect(pickSessionAccount(accounts, ['eip155:1'])).toBe(accounts[0])
  expect(pickSessionAccount([], ['eip155:1'])).toBeUndefined()
})
