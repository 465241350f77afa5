// walletdock/wagmi: a wagmi connector with Walletdock as the connect UI. @wagmi/core is the host's (a peer dependency).
export { type WalletdockParameters, walletdock } from './walletdockConnector.ts'
