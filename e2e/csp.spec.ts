import { CSP_DEMO_ORIGIN, DEMO_CONTENT_SECURITY_POLICY } from '../devnet/contentSecurityPolicy.ts'
import { type CspWatch, watchCsp } from './cspWatch.ts'
import { logIn, newEmail } from './emailFixtures.ts'
import { DEV_ADDRESS, dialog, expect, initWalletMode, openModal, test } from './fixtures.ts'
import { connectSolanaWallet, initSolanaWalletMode } from './solanaFixtures.ts'
import { BOBBY, usdcShown } from './walletFixtures.ts'

// Runs in the `csp` project only: the demo on CSP_DEMO_ORIGIN, every response under the strict policy.
let watch: CspWatch | undefined

test.beforeEach(async ({ browser, context }) => {
  watch = await watchCsp(browser, context)
})

test.afterEach(async () => {
  // Printed so a failure elsewhere in the flow still shows which violations came first.
  if (watch?.violations.length) console.log('CSP violations:', JSON.stringify(watch.violations, null, 1))
  await watch?.stop()
  watch = undefined
})

test('the watch sees a violation in the page and in the SharedWorker (the checks below can fail)', async ({
  page,
}) => {
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toBe(DEMO_CONTENT_SECURITY_POLICY)
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'body { outline: 1px solid red }'
    document.head.append(style)
  })
  await expect.poll(() => watch?.violations.some((v) => v.source === 'securitypolicyviolation')).toBe(true)
  await watch?.evaluateInWorker('shared_worker', 'try { new Function("") } catch {}')
  await expect.poll(() => watch?.violations.some((v) => v.source === 'shared_worker console')).toBe(true)
})

test('connect, every main view, sign, send a token, WalletConnect QR and Solana: no CSP violation', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000)
  await initWalletMode(context, 'approve')
  await initSolanaWalletMode(context, 'approve')
  const response = await page.goto('/')
  expect(response?.url().startsWith(CSP_DEMO_ORIGIN)).toBe(true)
  expect(response?.headers()['content-security-policy']).toBe(DEMO_CONTENT_SECURITY_POLICY)
  const modal = dialog(page)

  // Connect, All Wallets (directory icons), the WalletConnect QR code (UniversalProvider in the worker).
  await openModal(page)
  await modal.getByRole('button', { name: 'All Wallets' }).click()
  await expect(modal.getByRole('searchbox')).toBeVisible()
  await modal.getByRole('button', { name: 'Back' }).click()
  await modal.getByRole('button', { name: 'WalletConnect', exact: true }).click()
  await expect(modal.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  await modal.getByRole('button', { name: 'Back' }).click()

  // The injected wallet: Account with tokens, Networks, Activity.
  await modal.getByRole('button', { name: /Devnet Wallet/ }).click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(modal.getByTestId('token-USDC')).toContainText('USDC')
  await modal.getByRole('button', { name: 'Network: Walletdock Devnet A' }).click()
  await expect(modal.getByRole('button', { name: 'Walletdock Devnet B' })).toBeVisible()
  await modal.getByRole('button', { name: 'Back' }).click()
  await modal.getByRole('tab', { name: 'Activity' }).click()
  await modal.getByRole('tab', { name: 'Tokens' }).click()

  // Send a token.
  const usdcBefore = await usdcShown()
  await modal.getByRole('button', { name: 'Send' }).click()
  await modal.getByRole('button', { name: 'Select token' }).click()
  await modal.getByRole('button', { name: /^Devnet USD Coin [\d.,]+ USDC/ }).click()
  await modal.getByLabel('Amount').fill('1.5')
  await modal.getByLabel('To (address or name)').fill(BOBBY)
  await modal.getByRole('button', { name: 'Preview send' }).click()
  await expect(modal.getByTestId('network-fee')).toContainText('ETH')
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => usdcShown()).not.toBe(usdcBefore)
  await expect(page.getByRole('dialog', { name: 'Sent' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)

  // Sign through the host's provider (Approve Request comes first where the gate asks for it).
  await page.getByRole('button', { name: 'Sign "Hello from the demo host"', exact: true }).click()
  const signature = page.getByTestId('host-signature')
  const approve = page.getByRole('dialog', { name: 'Approve Request' })
  const verified = `Signature verified for ${DEV_ADDRESS}`
  await expect(signature.getByText(verified).or(approve)).toBeVisible()
  if (await approve.isVisible()) await approve.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(signature).toHaveText(verified)

  // The risky-request warning view.
  await page.getByRole('button', { name: /unlimited USDC approval/ }).click()
  await expect(approve.getByTestId('approval-warning')).toContainText('Unlimited approval of USDC')
  await approve.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('host-request')).toHaveText(/^Error 4001: /)

  // A Solana wallet through the Wallet Standard.
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await connectSolanaWallet(page)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(modal.getByText(/ SOL$/).first()).toBeVisible()

  // A reload: the precached page (service worker) and a SharedWorker that restores the session.
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  expect(watch?.violations ?? []).toEqual([])
})

test.describe('the dedicated-worker fallback (no SharedWorker)', () => {
  test.use({ noSharedWorker: true })

  test('the watch sees a violation in the dedicated worker', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('host-status')).toHaveText('disconnected')
    await expect.poll(() => page.workers().length).toBeGreaterThan(0)
    await expect
      .poll(async () => {
        await watch?.evaluateInWorker('worker', 'try { new Function("") } catch {}').catch(() => undefined)
        return watch?.violations.some((v) => v.source === 'worker console')
      })
      .toBe(true)
  })

  test('connect, Account and a signature: no CSP violation', async ({ context, page }) => {
    await initWalletMode(context, 'approve')
    await page.goto('/')
    await openModal(page)
    await dialog(page)
      .getByRole('button', { name: /Devnet Wallet/ })
      .click()
    await expect(page.getByTestId('host-status')).toHaveText('connected')
    await expect(dialog(page).getByTestId('token-USDC')).toContainText('USDC')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign "Hello from the demo host"', exact: true }).click()
    const signature = page.getByTestId('host-signature')
    const approve = page.getByRole('dialog', { name: 'Approve Request' })
    const verified = `Signature verified for ${DEV_ADDRESS}`
    await expect(signature.getByText(verified).or(approve)).toBeVisible()
    if (await approve.isVisible()) await approve.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(signature).toHaveText(verified)
    expect(watch?.violations ?? []).toEqual([])
  })
})

test('e-mail login: the secure frame loads and a code logs in, with no CSP violation', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'reject')
  const email = newEmail('csp')
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toBe(DEMO_CONTENT_SECURITY_POLICY)
  await logIn(page, email, '/')
  expect(watch?.violations ?? []).toEqual([])
})
