import type { Page } from '@playwright/test'
import {
  CONTROL_URL,
  connectDevnetWallet,
  dialog,
  expect,
  initWalletMode,
  openModal,
  setDevnetWalletMode,
  test,
} from './fixtures.ts'
import { setDataApiRunning } from './walletFixtures.ts'

// Dev account 2 has no seeded name; the names registered here are forgotten before and after each test (other
// specs, the visual walk among them, use that account as the devnet starts it).
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const DATA_API = 'http://127.0.0.1:8550'

async function forgetNames() {
  const reply = await fetch(`${CONTROL_URL}/services/data-api/reset`, { method: 'POST' })
  expect(reply.ok).toBe(true)
}

test.beforeEach(forgetNames)

test.afterEach(async () => {
  await setDataApiRunning(true)
  await forgetNames()
})

async function reverseNames(address: string): Promise<string[]> {
  const reply = await fetch(`${DATA_API}/v1/profile/reverse/${address}?projectId=e2e&apiVersion=2`)
  return ((await reply.json()) as { name: string }[]).map((profile) => profile.name)
}

// Connects the wallet's third account and opens RegisterAccountName from the Account view's offer.
async function openRegistration(page: Page) {
  await page.goto('/')
  await page.evaluate(() =>
    (window as unknown as { devnetWallet: { selectAccount(i: number): void } }).devnetWallet.selectAccount(2),
  )
  await connectDevnetWallet(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('account-name')).toHaveText('0x3C44…93BC')
  await modal.getByRole('button', { name: 'Register a name' }).click()
  await expect(page.getByRole('dialog', { name: 'Choose Name' })).toBeVisible()
  return modal
}

test('register a name: the wallet signs, every tab shows it, reverse lookup serves it and Send resolves it', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  const modal = await openRegistration(page)
  await modal.getByLabel('Name').fill('ali')
  await expect(modal.getByTestId('name-status')).toHaveText(
    'Letters, digits and hyphens, at least 4 characters',
  )
  await modal.getByLabel('Name').fill('alice')
  await expect(modal.getByTestId('name-status')).toHaveText('alice.devnet.id is taken')
  await expect(modal.getByRole('button', { name: 'Register' })).toBeDisabled()
  await modal.getByLabel('Name').fill('carol')
  await expect(modal.getByTestId('name-status')).toHaveText('carol.devnet.id is available')
  await expect(modal.getByRole('list', { name: 'Suggestions' })).toContainText('carol-wallet.devnet.id')
  await modal.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('dialog', { name: 'Name Registered' })).toBeVisible()
  await expect(modal.getByTestId('registered-name')).toHaveText('carol.devnet.id')
  expect(await reverseNames(CAROL)).toEqual(['carol.devnet.id'])
  await modal.getByRole('button', { name: 'Back to account' }).click()
  await expect(modal.getByTestId('account-name')).toHaveText('carol.devnet.id')
  await expect(modal.getByRole('button', { name: 'Register a name' })).toHaveCount(0)

  // Another tab of the site shows the name too, and Send there resolves it to this account.
  const tabB = await context.newPage()
  await tabB.goto('/')
  await openModal(tabB)
  const b = dialog(tabB)
  await expect(b.getByTestId('account-name')).toHaveText('carol.devnet.id')
  await b.getByRole('button', { name: 'Send' }).click()
  await b.getByLabel('To (address or name)').fill('carol.devnet.id')
  await expect(b.getByTestId('receiver-resolved')).toContainText('carol.devnet.id')
  await expect(b.getByTestId('receiver-resolved')).toContainText(/0x3C44/i)
})

test('a cancelled signature returns to RegisterAccountName; a failed registration says why', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  const modal = await openRegistration(page)
  await modal.getByLabel('Name').fill('carol-cancel')
  await expect(modal.getByTestId('name-status')).toHaveText('carol-cancel.devnet.id is available')
  await setDevnetWalletMode(page, 'reject')
  await modal.getByRole('button', { name: 'Register' }).click()
  await expect(modal.getByRole('alert')).toHaveText('Signature cancelled: the name was not registered.')
  await expect(page.getByRole('dialog', { name: 'Choose Name' })).toBeVisible()
  expect(await reverseNames(CAROL)).toEqual([])

  // The wallet signs, but the service cannot be reached.
  await setDevnetWalletMode(page, 'approve')
  await setDataApiRunning(false)
  await modal.getByRole('button', { name: 'Register' }).click()
  await expect(modal.getByRole('alert')).toHaveText('Error registering name carol-cancel.devnet.id', {
    timeout: 20_000,
  })
  await expect(page.getByRole('dialog', { name: 'Choose Name' })).toBeVisible()
  await setDataApiRunning(true)
  expect(await reverseNames(CAROL)).toEqual([])
})
