import { traitsOf } from '../../../src/namespaces.ts'
import { SOLANA_WALLET_METHODS } from '../../../src/solanaChains.ts'
import { WALLET_CONNECT_CONNECTORS } from '../../../src/walletConnect.ts'
import type { WalletConnector } from '../connector.ts'

/**
 * WalletConnect: the core holds the session (`@walletconnect/universal-provider` needs no window), one per site,
 * so it runs in the leader's core of the dedicated-worker fallback; the session code loads on first use.
 */
export const walletConnectConnector: WalletConnector = {
  kind: 'walletConnect',
  placement: 'leader',
  owns: (c) => c.type === 'WALLET_CONNECT',
  listed: () => WALLET_CONNECT_CONNECTORS,
  ownPrompt: true,
  // Leaving one namespace of the session is that namespace's leave request; the session itself ends with the
  // last one (walletConnectRequest.ts).
  revoke: (namespace) => traitsOf(namespace).leave,
  // The relay socket closes; the new leader restores the session from IndexedDB.
  release: async (core) => (await import('./getWalletConnectProvider.ts')).closeWalletConnectProvider(core),
  request: async (core, job) => (await import('./walletConnectRequest.ts')).walletConnectRequest(core, job),
  // A follower learns the session's accounts and chain from the leader's published state.
  followerReads: new Set(['eth_accounts', 'eth_chainId', SOLANA_WALLET_METHODS.getAccounts]),
}
