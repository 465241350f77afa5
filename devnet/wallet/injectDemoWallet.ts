import { createDemoWallet } from './createDemoWallet.ts'
import { createPagePrompt } from './createPagePrompt.ts'
import { WALLET_ICON } from './walletIcon.ts'
import { STORAGE_KEYS } from './walletState.ts'

// Runs in the demo page as if a browser extension had injected it; product code never imports it.
// A second copy (e.g. the script added twice) would announce a second wallet: keep the first.
if (!('devnetWallet' in window)) injectDemoWallet()

function injectDemoWallet(): void {
  const wallet = createDemoWallet({
    storage: window.localStorage,
    prompt: createPagePrompt(document),
    fetch: window.fetch.bind(window),
    origin: window.location.origin,
  })
  const { provider } = wallet

  // `storage` fires only in the other tabs of the origin: that is how a change in one tab reaches all.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('devnet-wallet:')) wallet.sync()
  })

  const info = Object.freeze({
    uuid: crypto.randomUUID(),
    name: 'Devnet Wallet',
    icon: WALLET_ICON,
    rdns: 'dev.walletdock.devnet-wallet',
  })
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()

  // Legacy injection only on request, so tests can exercise both discovery paths.
  if (window.localStorage.getItem(STORAGE_KEYS.legacy) === '1') {
    Reflect.set(window, 'ethereum', provider)
    window.dispatchEvent(new Event('ethereum#initialized'))
  }

  Reflect.set(window, 'devnetWallet', {
    setMode: wallet.setMode,
    getState: wallet.getState,
    reset: wallet.reset,
    disconnect: wallet.disconnect,
    selectAccount: wallet.selectAccount,
  })
}
