import { WALLET_STANDARD_PREFIX } from '../../../src/connectors.ts'
import { PAGE_TYPES, type WalletConnector } from '../connector.ts'

/**
 * EVM wallets injected into a page (EIP-6963 announcements, legacy `window.ethereum`): only a tab reaches
 * them, through `overlay/bridge/injectedWallets.ts`.
 */
export const injectedConnector: WalletConnector = {
  kind: 'injected',
  placement: 'page',
  owns: (c) => PAGE_TYPES.has(c.type) && !c.id.startsWith(WALLET_STANDARD_PREFIX),
  listed: () => [],
  ownPrompt: true,
  // EIP-2255: not every wallet supports it; the site is disconnected either way.
  revoke: () => ({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
}
