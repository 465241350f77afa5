/**
 * Id of the WalletConnect connector: the one connector the core itself runs. Apart from src/walletConnect.ts (which
 * re-exports it) so the UI chunk's wallet list carries nothing more of WalletConnect's.
 */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
