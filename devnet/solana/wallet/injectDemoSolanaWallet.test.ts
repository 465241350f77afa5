// @vitest-environment happy-dom
import { getWallets } from '@wallet-standard/app'
import { expect, test } from 'vitest'

test('default: the page shell registers one Devnet Solana Wallet through the Wallet Standard', async () => {
  const wallets = getWallets()
  const registered: string[] = []
  wallets.on('register', (...added) => registered.push(...added.map((wallet) => wallet.name)))
  await import('./injectDemoSolanaWallet.ts')
  // A second injection (the script added twice) must not register a second wallet.
  const again = './injectDemoSolanaWallet.ts?again'
  await import(/* @vite-ignore */ again)

  const found = wallets.get().filter((wallet) => wallet.name === 'Devnet Solana Wallet')
  expect(registered).toEqual(['Devnet Solana Wallet'])
  expect(found).toHaveLength(1)
  const [wallet] = found
  expect(wallet?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(wallet?.chains).toEqual(['solana:devnet'])
  expect(Object.keys(wallet?.features ?? {}).sort()).toEqual([
    'solana:signAndSendTransaction',
    'solana:signMessage',
    'solana:signTransaction',
    'standard:connect',
    'standard:disconnect',
    'standard:events',
  ])

  const controls = Reflect.get(window, 'devnetSolanaWallet')
  controls.setMode('approve')
  expect(window.localStorage.getItem('devnet-solana-wallet:mode')).toBe('approve')
  expect(controls.getState()).toMatchObject({ mode: 'approve', authorized: false })
})
