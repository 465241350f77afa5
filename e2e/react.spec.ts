import { DEV_ADDRESS, dialog, expect, initWalletMode, setWalletMode, test } from './fixtures.ts'

// A React app (demo/react.html, under StrictMode) using walletdock/react's provider, hooks and button.
const REACT_PAGE = '/react.html'

test('a React app connects through ConnectButton; useAccount and useModal follow, in every tab', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto(REACT_PAGE)
  await expect(page.getByTestId('react-status')).toHaveText('disconnected')
  await expect(page.getByTestId('react-modal')).toHaveText('closed')

  await page.locator('walletdock-button').getByRole('button').click()
  await expect(dialog(page)).toBeVisible()
  await expect(page.getByTestId('react-modal')).toHaveText('open')
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect(page.getByTestId('react-status')).toHaveText('connected')
  await expect(page.getByTestId('react-address')).toHaveText(DEV_ADDRESS)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('react-modal')).toHaveText('closed')
  // StrictMode mounts twice: still one instance, so one modal element.
  await expect(page.locator('walletdock-modal')).toHaveCount(1)

  // useModal().open with a view: the network list, and a switch the hooks see.
  await page.getByRole('button', { name: 'Choose a network' }).click()
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet B' }).click()
  await expect(page.getByTestId('react-network')).toHaveText('eip155:31338')

  await setWalletMode(page, 'reject')
  const tabB = await context.newPage()
  await tabB.goto(REACT_PAGE)
  await expect(tabB.getByTestId('react-status')).toHaveText('connected')
  await expect(tabB.getByTestId('react-address')).toHaveText(DEV_ADDRESS)

  await tabB.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('react-status')).toHaveText('disconnected')
})
