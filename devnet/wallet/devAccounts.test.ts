import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { DEV_ADDRESSES, DEV_KEYS, DEV_MNEMONIC, getDevAccount, getDevAccounts } from './devAccounts.ts'

describe('dev accounts', () => {
  test("the written-out keys and addresses are the mnemonic's first accounts, in order", () => {
    DEV_KEYS.forEach((key, addressIndex) => {
      const derived = mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
      expect(key.address).toBe(derived.address)
      expect(getDevAccount(addressIndex).address).toBe(derived.address)
      expect(getDevAccount(addressIndex).publicKey).toBe(derived.publicKey)
    })
    expect(getDevAccounts().map((account) => account.address)).toEqual(DEV_ADDRESSES)
  })

  test('an index the wallet does not have is refused', () => {
    expect(() => getDevAccount(DEV_KEYS.length)).toThrow('accounts 0 to 2')
  })
})
