import type { Walletdock, WalletdockAccount } from '../overlay/loader.ts'

// Stands in for the `walletdock` import when the benchmark builds the demo page WITHOUT Walletdock:
// the same page and host code, but no loader, no worker and no custom elements, so the first
// contentful paint of the bare page is the baseline ours is compared with.
const account: WalletdockAccount = {
  status: 'disconnected',
  namespace: 'eip155',
  address: undefined,
  caipNetworkId: 'eip155:1',
  caipAddress: undefined,
  signedIn: false,
}

/** Does nothing a person could see; the demo's host code runs unchanged against it. */
export function createWalletdock(): Omit<Walletdock, 'store'> {
  return {
    ready: Promise.resolve(),
    open: async () => undefined,
    close: () => undefined,
    getAccount: () => account,
    subscribeAccount: () => () => undefined,
    subscribeModal: () => () => undefined,
    switchNetwork: async () => undefined,
    disconnect: async () => undefined,
    getProvider: () => {
      throw new Error('The page without Walletdock has no provider.')
    },
  }
}
