import { createPublicClient, http } from 'viem'
import { DEV_ADDRESS, dialog, expect, initWalletMode, setWalletMode, test } from './fixtures.ts'

// A wagmi app (demo/wagmi.html) whose connect UI is Walletdock through walletdock/wagmi's connector.
const WAGMI_PAGE = '/wagmi.html'

const status = (page: import('@playwright/test').Page) => page.getByTestId('wagmi-status')
const result = (page: import('@playwright/test').Page) => page.getByTestId('wagmi-result')

test('a wagmi app connects, signs, sends, switches chain and keeps the session across tabs and reloads', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto(WAGMI_PAGE)
  await expect(status(page)).toHaveText('disconnected')

  // connect: wagmi's connect opens Walletdock's modal; the person picks the Devnet Wallet, and the modal closes.
  await page.getByRole('button', { name: 'Connect with Walletdock' }).click()
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect(status(page)).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(DEV_ADDRESS)
  await expect(page.getByTestId('wagmi-chain')).toHaveText('31337')
  await expect(page.getByTestId('wagmi-connector')).toHaveText('Walletdock')
  await expect(dialog(page)).toBeHidden()

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(result(page)).toHaveText(`Signature verified for ${DEV_ADDRESS}`)

  await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  await expect(result(page)).toHaveText(/^Transaction success on 31337: 0x[0-9a-f]{64}$/, { timeout: 20_000 })
  const hash = (await result(page).textContent())?.split(': ')[1] as `0x${string}`
  const chainA = createPublicClient({ transport: http('http://127.0.0.1:8545') })
  expect((await chainA.getTransactionReceipt({ hash })).status).toBe('success')

  await page.getByRole('button', { name: 'Switch to Devnet B' }).click()
  await expect(result(page)).toHaveText('Switched to Walletdock Devnet B')
  await expect(page.getByTestId('wagmi-chain')).toHaveText('31338')

  // A second tab of the app: the one session, without a prompt (the wallet now refuses any).
  await setWalletMode(page, 'reject')
  const tabB = await context.newPage()
  await tabB.goto(WAGMI_PAGE)
  await expect(status(tabB)).toHaveText('connected')
  await expect(tabB.getByTestId('wagmi-address')).toHaveText(DEV_ADDRESS)
  await expect(tabB.getByTestId('wagmi-chain')).toHaveText('31338')

  // A switch in one tab reaches the other tab's wagmi.
  await setWalletMode(page, 'approve')
  await tabB.getByRole('button', { name: 'Switch to Devnet A' }).click()
  await expect(tabB.getByTestId('wagmi-chain')).toHaveText('31337')
  await expect(page.getByTestId('wagmi-chain')).toHaveText('31337')

  // After a reload, wagmi reconnects to the session.
  await page.reload()
  await expect(status(page)).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(DEV_ADDRESS)

  // Disconnecting in one tab disconnects every tab; connecting again in the other reaches the first.
  await tabB.getByRole('button', { name: 'Disconnect' }).click()
  await expect(status(tabB)).toHaveText('disconnected')
  await expect(status(page)).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect with Walletdock' }).click()
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect(status(page)).toHaveText('connected')
  await expect(status(tabB)).toHaveText('connected')
  await expect(tabB.getByTestId('wagmi-address')).toHaveText(DEV_ADDRESS)
})

test('closing the modal during a wagmi connect is a refusal (4001) and leaves wagmi disconnected', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto(WAGMI_PAGE)
  await page.getByRole('button', { name: 'Connect with Walletdock' }).click()
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(result(page)).toHaveText(/^Connecting failed \(4001\): /)
  await expect(status(page)).toHaveText('disconnected')
})
