import type { Page } from '@playwright/test'
import { SOCIAL_PROVIDER_URL } from '../devnet/secureSite/secureSiteUrls.ts'
import { emailField, signAndVerify, test } from './emailFixtures.ts'
import { dialog, expect, openModal } from './fixtures.ts'

// Social login through the secure frame (issue 13): Connect's provider button opens the provider's page in a
// popup (opened in the click), the devnet's OAuth provider stand-in sends the person back to the secure site,
// whose page hands the result to the app, and the frame completes the login.

let count = 0
/** A new username per test and run: each is an account (and a wallet) of its own at the provider. */
function newUser(label: string): string {
  count += 1
  return `${label}${Date.now().toString(36)}${count}`
}

/** Clicks a provider's button in Connect; resolves with the provider's page in the popup. */
async function startLogin(page: Page, provider: string): Promise<Page> {
  const popup = page.waitForEvent('popup')
  await dialog(page)
    .getByRole('button', { name: `Continue with ${provider}` })
    .click()
  const window = await popup
  await expect(window.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible()
  expect(window.url().startsWith(`${SOCIAL_PROVIDER_URL}/`)).toBe(true)
  return window
}

/** The person picks a username at the provider and allows; the popup closes by itself. */
async function allow(popup: Page, username: string): Promise<void> {
  await popup.getByLabel('Username').fill(username)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Allow' }).click()
  await closed
}

test.describe('social login', () => {
  test('log in with Google; a second tab is connected; a signature verifies', async ({ context, page }) => {
    await page.goto('/')
    await openModal(page)
    // The spec's socials in the configuration's order (Farcaster is a login of its own, not offered here).
    await expect(dialog(page).getByRole('list', { name: 'Social logins' }).getByRole('button')).toHaveText([
      'Google',
      'X',
      'Discord',
      'GitHub',
      'Apple',
      'Facebook',
    ])
    const user = newUser('ada')
    await allow(await startLogin(page, 'Google'), user)
    await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
    await expect(dialog(page).getByText(`Signed in with Google as ${user}`)).toBeVisible()
    const address = ((await page.getByTestId('host-address').textContent()) ?? '') as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const second = await context.newPage()
    await second.goto('/')
    await expect(second.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
    await expect(second.getByTestId('host-address')).toHaveText(address)
    await openModal(second)
    await expect(dialog(second).getByText(`Signed in with Google as ${user}`)).toBeVisible()
    await second.keyboard.press('Escape')

    await page.keyboard.press('Escape')
    await signAndVerify(page, address, 'Walletdock social login')

    // The same provider user logs in to the same wallet after a disconnect.
    await openModal(page)
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('host-status')).toHaveText('disconnected')
    await expect(second.getByTestId('host-status')).toHaveText('disconnected')
    // Disconnect closed the modal; Connect offers the providers again.
    await expect(dialog(page)).toHaveCount(0)
    await openModal(page)
    await allow(await startLogin(page, 'Google'), user)
    await expect(page.getByTestId('host-address')).toHaveText(address, { timeout: 20_000 })
  })

  test('a denial at the provider shows the spec’s error; Back and another provider still work', async ({
    page,
  }) => {
    await page.goto('/')
    await openModal(page)
    const popup = await startLogin(page, 'X')
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Deny' }).click()
    await closed
    // A frame error without a text of its own reads as the spec's 'An error occurred' (part 8).
    await expect(dialog(page).getByRole('alert')).toHaveText('An error occurred')
    await expect(dialog(page).getByText('You did not allow the login at X.')).toBeVisible()
    await expect(page.getByTestId('host-status')).toHaveText('disconnected')

    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await expect(emailField(page)).toBeVisible()
    const user = newUser('grace')
    await allow(await startLogin(page, 'Discord'), user)
    await expect(dialog(page).getByText(`Signed in with Discord as ${user}`)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('host-status')).toHaveText('connected')
  })

  test('the provider’s window closed before the end: the view says so; Try again opens a new one', async ({
    page,
  }) => {
    await page.goto('/')
    await openModal(page)
    const popup = await startLogin(page, 'GitHub')
    await popup.close()
    await expect(dialog(page).getByRole('alert')).toHaveText(
      'The GitHub window was closed before the login finished.',
    )
    await expect(page.getByTestId('host-status')).toHaveText('disconnected')

    const again = page.waitForEvent('popup')
    await dialog(page).getByRole('button', { name: 'Try again' }).click()
    await allow(await again, newUser('alan'))
    await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  })

  test('in Telegram’s in-app browser on Android, Facebook and X are hidden (spec part 2)', async ({
    browser,
    noSharedWorker,
  }) => {
    const context = await browser.newContext({
      baseURL: 'http://127.0.0.1:5173/',
      locale: 'en-US',
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Telegram-Android/11.0',
    })
    try {
      if (noSharedWorker)
        await context.addInitScript(() => {
          Reflect.deleteProperty(window, 'SharedWorker')
        })
      const page = await context.newPage()
      await page.goto('/')
      await openModal(page)
      await expect(dialog(page).getByRole('list', { name: 'Social logins' }).getByRole('button')).toHaveText([
        'Google',
        'Discord',
        'GitHub',
        'Apple',
      ])
    } finally {
      await context.close()
    }
  })
})
