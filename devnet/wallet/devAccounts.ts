import type { Address, Hex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** Anvil's public test mnemonic: its first accounts are funded on every devnet chain. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * DEV_MNEMONIC's first accounts (m/44'/60'/0'/0/0..2) as anvil prints them; the test beside this file derives
 * them again. The demo wallet runs in every tab of the page: deriving there cost ~200 ms of synchronous
 * PBKDF2 per account (viem re-derives the seed each time), plus the curve tables for the public keys, and
 * every other tab did that on the `storage` event of a connect made in one tab. That long task held those
 * tabs' Walletdock snapshots for 0.5–1 s. An extension does such work outside the page; with the addresses
 * written out, the stand-in does none of it until it signs.
 */
export const DEV_KEYS: readonly { address: Address; privateKey: Hex }[] = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
]

/** How many accounts the demo wallet holds. */
export const DEV_ACCOUNT_COUNT = DEV_KEYS.length

/** The wallet's addresses, in account order (no key work). */
export const DEV_ADDRESSES: readonly Address[] = DEV_KEYS.map((key) => key.address)

/** One of the wallet's accounts, able to sign. */
export type DevAccount = PrivateKeyAccount

const made = new Map<number, DevAccount>()

/** The signing account at `index`, made on first use and kept. */
export function getDevAccount(index: number): DevAccount {
  const key = DEV_KEYS[index]
  if (!key) throw new Error(`The devnet wallet has accounts 0 to ${DEV_ACCOUNT_COUNT - 1}, not ${index}.`)
  let account = made.get(index)
  if (!account) {
    account = privateKeyToAccount(key.privateKey)
    made.set(index, account)
  }
  return account
}

/** Every account, able to sign. */
export function getDevAccounts(): readonly DevAccount[] {
  return DEV_KEYS.map((_, index) => getDevAccount(index))
}
