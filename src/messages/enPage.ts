/**
 * The English texts the page shows before the UI chunk loads (the <walletdock-button> labels). Apart from
 * en.ts because they are on the host's critical path: the loader carries these and nothing else of the catalog.
 */
export const enPage = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
}

/** The texts of the page part of a catalog; every locale gives each of them. */
export type PageMessages = typeof enPage
