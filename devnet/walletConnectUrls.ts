// Browser-safe addresses of the devnet's WalletConnect pieces (fixed ports, see the helper brief).

/** The devnet WalletConnect relay. */
export const DEVNET_RELAY_URL = 'ws://127.0.0.1:8551'
/** The devnet wallet directory. */
export const DEVNET_DIRECTORY_URL = 'http://127.0.0.1:8552'
/** The phone-style WalletKit wallet web app. */
export const PHONE_WALLET_URL = 'http://127.0.0.1:5174/'
/** Their ports. */
export const DEVNET_WALLETCONNECT_PORTS = { relay: 8551, directory: 8552, phoneWallet: 5174 } as const
