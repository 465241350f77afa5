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
