import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** Anvil's public test mnemonic: its first accounts are funded on every devnet chain. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many accounts the demo wallet holds. */
export const DEV_ACCOUNT_COUNT = 3

let derived: readonly HDAccount[] | undefined

/** The wallet's accounts. Derived on first use and kept (they never change): each costs ~100 ms. */
export function getDevAccounts(): readonly HDAccount[] {
  derived ??= Array.from({ length: DEV_ACCOUNT_COUNT }, (_, addressIndex) =>
    mnemonicToAccount(DEV_MNEMONIC, { addressIndex }),
  )
  return derived
}
