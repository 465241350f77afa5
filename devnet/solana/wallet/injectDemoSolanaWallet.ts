import { registerWallet } from '@wallet-standard/wallet'
import { createPagePrompt } from '../../wallet/createPagePrompt.ts'
import { createDemoSolanaWallet } from './createDemoSolanaWallet.ts'
import { SOLANA_WALLET_ICON } from './solanaWalletIcon.ts'

// Runs in the demo page as if a browser extension had injected it; product code never imports it.
// A second copy (e.g. the script added twice) would register a second wallet: keep the first.
if (!('devnetSolanaWallet' in window)) injectDemoSolanaWallet()

function injectDemoSolanaWallet(): void {
  const demo = createDemoSolanaWallet({
    storage: window.localStorage,
    prompt: createPagePrompt(document, {
      name: 'Devnet Solana Wallet',
      icon: SOLANA_WALLET_ICON,
      hostTag: 'devnet-solana-wallet-prompts',
    }),
    fetch: window.fetch.bind(window),
    origin: window.location.origin,
  })

  // `storage` fires only in the other tabs of the origin: that is how a change in one tab reaches all.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('devnet-solana-wallet:')) demo.sync()
  })

  // Wallet Standard discovery: apps using @wallet-standard/app (getWallets) find it whichever loads first.
  registerWallet(demo.wallet)

  Reflect.set(window, 'devnetSolanaWallet', {
    setMode: demo.setMode,
    getState: demo.getState,
    reset: demo.reset,
    disconnect: demo.disconnect,
    selectAccount: demo.selectAccount,
  })
}
