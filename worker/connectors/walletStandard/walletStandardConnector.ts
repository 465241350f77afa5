import { WALLET_STANDARD_PREFIX } from '../../../src/connectors.ts'
import { SOLANA_WALLET_METHODS } from '../../../src/solanaChains.ts'
import { PAGE_TYPES, type WalletConnector } from '../connector.ts'

/**
 * Solana wallets registered in a page through the Wallet Standard: only a tab reaches them, through
 * `overlay/bridge/walletStandardWallets.ts`, which turns the core's `solana_*` requests into standard features.
 */
export const walletStandardConnector: WalletConnector = {
  kind: 'walletStandard',
  placement: 'page',
  owns: (c) => PAGE_TYPES.has(c.type) && c.id.startsWith(WALLET_STANDARD_PREFIX),
  listed: () => [],
  ownPrompt: true,
  // `standard:disconnect`, where the wallet has it.
  revoke: () => ({ method: SOLANA_WALLET_METHODS.disconnect }),
}
