import { chainBalance, dialog, expect, test } from './fixtures.ts'
import {
  BOBBY,
  ethShown,
  openConnected,
  openSecondTab,
  setDataApiRunning,
  usdcShown,
} from './walletFixtures.ts'

test.afterEach(async () => {
  await setDataApiRunning(true)
})

test('tokens with USD values and the profile name appear; the 0-decimal token does not', async ({
  context,
  page,
}) => {
  await openConnected({ context, page })
  const modal = dialog(page)
  await expect(modal.getByTestId('account-name')).toHaveText('alice.devnet.id')
  const usdc = modal.getByTestId('token-USDC')
  await expect(usdc).toContainText(`${await usdcShown()} USDC`)
  await expect(usdc).toContainText(/\$[\d,]+\.\d\d/)
  await expect(modal.getByTestId('token-WDT')).toContainText('WDT')
  await expect(modal.getByTestId('tokens-total')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expect(modal.getByTestId('token-TIX')).toHaveCount(0)
  // Icons: USDC's own picture (drawn), and for WDT, which the service gives none, a generated badge.
  const usdcIcon = usdc.locator('img')
  await expect(usdcIcon).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await expect.poll(() => usdcIcon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(modal.getByTestId('token-WDT').getByTestId('token-badge')).toHaveText('WDT')
  await expect(modal.getByTestId('token-WDT').locator('img')).toHaveCount(0)
  // The same in Send's token button once a token is picked.
  await modal.getByRole('button', { name: 'Send' }).click()
  await modal.getByRole('button', { name: 'Select token' }).click()
  await modal.getByRole('button', { name: /^Walletdock Token [\d.,]+ WDT/ }).click()
  await expect(modal.getByRole('button', { name: 'Token: WDT' }).getByTestId('token-badge')).toHaveText('WDT')
})

test('send native and ERC20: both tabs show the new balances, and Activity lists the transfer under this month', async ({
  context,
  page,
}) => {
  await openConnected({ context, page })
  const tabB = await openSecondTab(context, page)
  const a = dialog(page)
  const b = dialog(tabB)

  // Native, to a name.
  const ethBefore = await chainBalance(8545)
  await a.getByRole('button', { name: 'Send' }).click()
  await a.getByRole('button', { name: 'Select token' }).click()
  await a.getByRole('button', { name: /^Ether [\d.,]+ ETH/ }).click()
  await a.getByLabel('Amount').fill('0.5')
  await a.getByLabel('To (address or name)').fill('bobby.devnet.id')
  await expect(a.getByTestId('receiver-resolved')).toContainText('bobby.devnet.id')
  await a.getByRole('button', { name: 'Preview send' }).click()
  await expect(a.getByTestId('network-fee')).toContainText('ETH')
  await a.getByRole('button', { name: 'Send', exact: true }).click()
  // The success state: what went out, and the transaction on the devnet chain's block explorer.
  const sent = page.getByRole('dialog', { name: 'Sent' })
  await expect(sent.getByTestId('transaction-summary')).toHaveText('Sent 0.5 ETH')
  const hash = await sent.getByTestId('transaction-hash').textContent()
  const link = sent.getByRole('link', { name: 'View on block explorer' })
  await expect(link).toHaveAttribute('href', `http://127.0.0.1:8550/explorer/31337/tx/${hash}`)
  const [explorer] = await Promise.all([context.waitForEvent('page'), link.click()])
  await expect(explorer.getByRole('heading', { name: 'Transaction' })).toBeVisible()
  await expect(explorer.locator('[data-field="Value"]')).toHaveText('0.5 ETH')
  await expect(explorer.locator('[data-field="Status"]')).toHaveText('success')
  await explorer.close()
  await page.bringToFront()
  await sent.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  // Anvil may answer with the hash a moment before it mines the block.
  await expect.poll(() => chainBalance(8545)).not.toBe(ethBefore)
  const balance = await chainBalance(8545)
  await expect(a.getByTestId('balance')).toHaveText(`${balance} ETH`)
  await expect(b.getByTestId('balance')).toHaveText(`${balance} ETH`)
  await expect(b.getByTestId('token-ETH')).toContainText(`${await ethShown()} ETH`)

  // ERC20, to an address.
  const usdcBefore = await usdcShown()
  await a.getByRole('button', { name: 'Send' }).click()
  await a.getByRole('button', { name: 'Select token' }).click()
  await a.getByRole('button', { name: /^Devnet USD Coin [\d.,]+ USDC/ }).click()
  await a.getByLabel('Amount').fill('12.5')
  await a.getByLabel('To (address or name)').fill(BOBBY)
  await a.getByRole('button', { name: 'Preview send' }).click()
  // The fee comes from eth_estimateGas of the transfer call, which fails for malformed call data.
  await expect(a.getByTestId('network-fee')).toContainText('ETH')
  await a.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Sent' }).getByTestId('transaction-summary')).toHaveText(
    'Sent 12.5 USDC',
  )
  await a.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect.poll(() => usdcShown()).not.toBe(usdcBefore)
  const usdc = await usdcShown()
  await expect(a.getByTestId('token-USDC')).toContainText(`${usdc} USDC`)
  await expect(b.getByTestId('token-USDC')).toContainText(`${usdc} USDC`)

  await a.getByRole('tab', { name: 'Activity' }).click()
  const now = new Date()
  const month = a.getByRole('list', {
    name: `Transactions in ${now.toLocaleString('en-US', { month: 'long' })} ${now.getFullYear()}`,
  })
  await expect(month.getByTestId('activity-item').filter({ hasText: '−12.5 USDC' }).first()).toContainText(
    'Sent',
  )
  const sentEth = month.getByTestId('activity-item').filter({ hasText: '−0.5 ETH' }).first()
  await expect(sentEth).toBeVisible()
  // Each row leads with the moved token's icon.
  await expect(sentEth.locator('img').first()).toHaveAttribute('src', /^data:image\/svg\+xml/)
})

test('Send says what is missing', async ({ context, page }) => {
  await openConnected({ context, page })
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Send' }).click()
  await modal.getByRole('button', { name: 'Preview send' }).click()
  await expect(modal.getByRole('alert')).toHaveText('A token is required')
  await modal.getByRole('button', { name: 'Select token' }).click()
  await modal.getByRole('button', { name: /^Walletdock Token [\d.,]+ WDT/ }).click()
  await modal.getByRole('button', { name: 'Preview send' }).click()
  await expect(modal.getByRole('alert')).toHaveText('An amount and receiver address are required')
})

test("with the data API down: 'Token Balance Unavailable' and the last-known tokens with their age", async ({
  context,
  page,
}) => {
  test.setTimeout(120_000)
  await openConnected({ context, page })
  const modal = dialog(page)
  const shown = `${await usdcShown()} USDC`
  await expect(modal.getByTestId('token-USDC')).toContainText(shown)

  await setDataApiRunning(false)
  // The next poll (every 30 s, once the 30 s cache expired) finds the service gone.
  await expect(modal.getByTestId('tokens-unavailable')).toContainText('Token Balance Unavailable', {
    timeout: 75_000,
  })
  await expect(modal.getByTestId('tokens-age')).toContainText('as of')
  await expect(modal.getByTestId('token-USDC')).toContainText(shown)
})
