import { DEV_ADDRESS, dialog, expect, initWalletMode, openModal, test } from './fixtures.ts'
import {
  allowClipboard,
  browserRelaySockets,
  copyPairingLink,
  openWalletConnect,
  setRelayRunning,
  startPhoneWallet,
  type TestPhoneWallet,
} from './walletConnectFixtures.ts'
import { BOBBY, chain, DEMO_SPENDER } from './walletFixtures.ts'

let phone: TestPhoneWallet | undefined

test.beforeEach(async ({ context }) => {
  await allowClipboard(context)
})

test.afterEach(async () => {
  await phone?.close()
  phone = undefined
  await setRelayRunning(true)
})

async function pairPhone(page: import('@playwright/test').Page, answers: { proposal?: boolean } = {}) {
  phone = await startPhoneWallet(answers)
  const uri = await openWalletConnect(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await phone.pair(uri)
  return phone
}

test('a phone wallet pairs with the copied link; every tab shows the account; signing verifies and a transaction lands', async ({
  context,
  page,
}) => {
  await page.goto('/')
  const other = await context.newPage()
  await other.goto('/')
  const wallet = await pairPhone(page)
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('host-status')).toHaveText('connected')
    await expect(tab.getByTestId('host-address')).toHaveText(BOBBY)
  }
  await expect(dialog(page).getByText(/0x7099…79C8|bobby/)).toBeVisible()

  await other.getByRole('button', { name: 'Sign "Hello from the demo host"', exact: true }).click()
  // The phone wallet's own screen is the one confirmation: no Walletdock view first.
  await expect(other.getByTestId('host-signature')).toHaveText(`Signature verified for ${BOBBY}`)
  await expect(other.getByRole('dialog', { name: 'Approve Request' })).toHaveCount(0)

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /Send 0.01 ETH/ }).click()
  await expect(page.getByTestId('host-request')).toHaveText(/^Result: 0x[0-9a-f]{64}$/)
  await expect(page.getByRole('dialog', { name: 'Approve Request' })).toHaveCount(0)
  const hash = (await page.getByTestId('host-request').textContent())?.slice(
    'Result: '.length,
  ) as `0x${string}`
  const receipt = await chain().getTransactionReceipt({ hash })
  expect(receipt).toMatchObject({
    status: 'success',
    from: BOBBY.toLowerCase(),
    to: DEMO_SPENDER.toLowerCase(),
  })
  expect(wallet.requests).toEqual(['personal_sign', 'eth_sendTransaction'])
})

test('a rejected session says so and shows a new code that then connects', async ({ page }) => {
  await page.goto('/')
  const wallet = await pairPhone(page, { proposal: false })
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Connection declined. Scan the new code to try again.',
  )
  wallet.answers.proposal = true
  const second = await copyPairingLink(page)
  await wallet.pair(second)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
})

test('a request rejected in the wallet shows a clear message and changes nothing', async ({ page }) => {
  await page.goto('/')
  const wallet = await pairPhone(page)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await page.keyboard.press('Escape')
  wallet.answers.request = false
  await page.getByRole('button', { name: 'Sign "Hello from the demo host"', exact: true }).click()
  await expect(page.getByTestId('host-signature')).toHaveText('Signing failed: User rejected the request.')
  await expect(page.getByRole('dialog', { name: 'Approve Request' })).toHaveCount(0)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
})

test('the QR code refreshes by itself when the pairing expires', async ({ page }) => {
  // A 20 s pairing counts as expired after 10 s: the countdown starts at 0:10.
  await page.goto('/?pairingExpiry=20000')
  phone = await startPhoneWallet()
  const first = await openWalletConnect(page)
  await expect(dialog(page).getByTestId('walletconnect-countdown')).toHaveText(/^New code in 0:(09|10)$/)
  const copied = async () => {
    await dialog(page).getByRole('button', { name: 'Copy link' }).click()
    return page.evaluate(() => navigator.clipboard.readText())
  }
  await expect.poll(copied, { timeout: 20_000, intervals: [1_000] }).not.toBe(first)
  await phone.pair(await copied())
  await expect(page.getByTestId('host-status')).toHaveText('connected')
})

test('a disconnect from the wallet disconnects every tab', async ({ context, page }) => {
  await page.goto('/')
  const other = await context.newPage()
  await other.goto('/')
  const wallet = await pairPhone(page)
  await expect(other.getByTestId('host-status')).toHaveText('connected')
  const [session] = wallet.sessions()
  await wallet.disconnect(session?.topic ?? '')
  for (const tab of [page, other]) await expect(tab.getByTestId('host-status')).toHaveText('disconnected')
})

test('three tabs share one relay socket, and a reload restores the session without pairing again', async ({
  context,
  page,
}) => {
  await page.goto('/')
  const second = await context.newPage()
  const third = await context.newPage()
  for (const tab of [second, third]) await tab.goto('/')
  const wallet = await pairPhone(page)
  for (const tab of [page, second, third])
    await expect(tab.getByTestId('host-status')).toHaveText('connected')
  expect(await browserRelaySockets()).toBe(1)

  // Every tab closed but one, which reloads: the session comes back from storage, no new pairing.
  await page.close()
  await third.close()
  await second.reload()
  await expect(second.getByTestId('host-status')).toHaveText('connected')
  await expect(second.getByTestId('host-address')).toHaveText(BOBBY)
  await expect.poll(() => browserRelaySockets()).toBe(1)
  expect(wallet.sessions()).toHaveLength(1)

  // The restored session still reaches the wallet.
  await second.getByRole('button', { name: 'Sign "Hello from the demo host"', exact: true }).click()
  await expect(second.getByTestId('host-signature')).toHaveText(`Signature verified for ${BOBBY}`)
  expect(wallet.requests).toEqual(['personal_sign'])
})

test('AllWallets finds a wallet by name; the installed Devnet Wallet connects as a browser wallet', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await openModal(page)
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  await expect(dialog(page).getByRole('button', { name: 'Devnet Phone Wallet' })).toBeVisible()
  const search = dialog(page).getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('glac')
  await expect(dialog(page).getByRole('list', { name: 'Wallets' }).getByRole('button')).toHaveText([
    'Glacier Wallet',
  ])
  await search.fill('devnet wallet')
  const installed = dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true })
  await expect(installed).toContainText('Installed')
  await installed.click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ADDRESS)
})

test('an unreachable relay is reported within 10 s, and Try again recovers once it is back', async ({
  page,
}) => {
  await page.goto('/')
  await setRelayRunning(false)
  await openModal(page)
  await dialog(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
  await expect(
    dialog(page).getByRole('heading', { name: 'Cannot reach the WalletConnect relay' }),
  ).toBeVisible({
    timeout: 12_000,
  })
  await setRelayRunning(true)
  // The first attempt may still get through by itself once the relay is back; otherwise Try again does.
  const retry = dialog(page).getByRole('button', { name: 'Try again' })
  if (await retry.isVisible()) await retry.click({ timeout: 5_000 }).catch(() => undefined)
  await expect(dialog(page).getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible({
    timeout: 20_000,
  })
})
