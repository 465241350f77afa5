import { Keypair } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { getSolanaDevAccounts, getSolanaDevKeypair } from './devKeypairs.ts'
import { SOLANA_DEV_TOKENS } from './devTokens.ts'

test('default: the dev accounts and mints have the same addresses on every run', () => {
  // Pinned: the README, the demo and end-to-end tests name these addresses.
  expect(getSolanaDevAccounts().map((account) => account.address)).toEqual([
    'ERdKADGhKfoSGyG8m3osqKNdg6v2vWv9WWDEMjaabxHt',
    'BfANtiykfLWvjnEuXwzynCTatey9GoAXfE9haRU2qKL6',
    '55dE6ev72eZd8kBinGp4VpRKZWBBbJ7i26Gp2mbADjxQ',
  ])
  expect(SOLANA_DEV_TOKENS.map((token) => [token.symbol, token.decimals, token.mint])).toEqual([
    ['USDC', 6, 'DTmdGQjVtDKNbK52G3fop9yxizNtVf7et7Cd76CMYDnV'],
    ['WDT', 9, '99GnXqdn7GWtxxJzHMDvy2fvUHqKPQyG5qn4F5HscKQi'],
  ])
})

test('default: a devnet key is the ed25519 key @solana/web3.js derives from the same seed', () => {
  const key = getSolanaDevKeypair('account/1')
  const keypair = Keypair.fromSeed(key.seed)
  expect(keypair.publicKey.toBase58()).toBe(key.address)
  expect(keypair.publicKey.toBytes()).toEqual(key.publicKey)
  expect(getSolanaDevKeypair('account/1')).toEqual(key)
})
