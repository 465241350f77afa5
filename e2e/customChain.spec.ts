import { type AnvilHandle, startAnvil } from '../devnet/anvil.ts'
import {
  chainBalance,
  connectDevnetWallet,
  devnetWalletState,
  dialog,
  expect,
  initWalletMode,
  test,
} from './fixtures.ts'

// A chain none of Walletdock's tables knows, run for this file only: the demo adds it with `?customChain`, as a
// viem Chain from `defineChain` (which carries a function, so it cannot reach the worker as it is).
const PORT = 8547
let devnetC: AnvilHandle

test.beforeAll(async () => {
  devnetC = await startAnvil({ chainId: 31339, port: PORT })
})

test.afterAll(async () => {
  await devnetC.stop()
})

test('a chain the host defines with viem is switched to with the Devnet Wallet and shows its balance in its currency', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto(`/?customChain=${encodeURIComponent(devnetC.rpcUrl)}`)
  await connectDevnetWallet(page)
  await dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet A' }).click()
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet C' }).click()

  await expect(page.getByTestId('host-network')).toHaveText('eip155:31339')
  await expect(dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet C' })).toBeVisible()
  await expect(dialog(page).getByText(`${await chainBalance(PORT)} DOCK`)).toBeVisible()
  // The wallet did not know the chain: Walletdock added it with the host's data (wallet_addEthereumChain).
  const wallet = await devnetWalletState(page)
  expect(wallet.chainId).toBe(31339)
  expect(wallet.chains.find((chain) => chain.chainId === 31339)).toMatchObject({
    chainName: 'Walletdock Devnet C',
    rpcUrl: devnetC.rpcUrl,
    nativeCurrency: { name: 'Dock', symbol: 'DOCK', decimals: 18 },
  })
})

test("back on a site that does not offer the wallet's network: UnsupportedChain and no 'Token Balance Unavailable'", async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  // Every message the snackbar shows from the first paint on (each closes by itself after a few seconds).
  await context.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { snackbarsSeen: seen })
    setInterval(() => {
      const root = document.querySelector('walletdock-modal')?.shadowRoot
      for (const element of root?.querySelectorAll('[data-testid=snackbar]') ?? []) {
        const text = element.textContent ?? ''
        if (seen.at(-1) !== text) seen.push(text)
      }
    }, 20)
  })
  await page.goto(`/?customChain=${encodeURIComponent(devnetC.rpcUrl)}`)
  await connectDevnetWallet(page)
  await dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet A' }).click()
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet C' }).click()
  await expect(page.getByTestId('host-network')).toHaveText('eip155:31339')

  // The same site without Devnet C among its networks: the wallet stays on it.
  await page.goto('/')
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await page.locator('walletdock-button').getByRole('button').click()
  await expect(dialog(page).getByText(/doesn't support your current network/)).toBeVisible()
  // Back to a network the site offers: its balances show, by which time any read made on Devnet C has answered.
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet A' }).click()
  await expect(page.getByTestId('host-network')).toHaveText('eip155:31337')
  await expect(
    dialog(page)
      .getByText(`${await chainBalance(8545)} ETH`)
      .first(),
  ).toBeVisible()
  await expect(dialog(page).getByTestId('tokens-total')).toBeVisible()
  const seen = await page.evaluate(() => (window as unknown as { snackbarsSeen: string[] }).snackbarsSeen)
  expect(seen).not.toContain('Token Balance Unavailable')
})
