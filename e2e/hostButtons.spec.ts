import type { Page } from '@playwright/test'
import { connectDevnetWallet, DEV_ADDRESS, dialog, expect, initWalletMode, test } from './fixtures.ts'

// Issue #16 item 3: <walletdock-network-button> and <walletdock-account-button> beside <walletdock-button>. Each
// shows its right label from the page's first frame (the last-known one, before the core answers) and opens its
// view.

const SHORT_ADDRESS = `${DEV_ADDRESS.slice(0, 6)}…${DEV_ADDRESS.slice(-4)}`
const TAGS = ['walletdock-network-button', 'walletdock-account-button', 'walletdock-button'] as const

// The labels of the three buttons in the first frame that paints any of them, read before it paints.
function recordFirstLabels(tags: readonly string[]) {
  const tick = () => {
    const labels = tags.map((tag) => {
      const button = document.querySelector(tag)?.shadowRoot?.querySelector('button')
      return button && !button.hidden ? (button.textContent ?? '') : null
    })
    if (labels.some((label) => label)) Object.assign(window, { __firstLabels: labels })
    else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

// The demo's header has the network button and <walletdock-button>; this test adds an account button beside
// them as a host would, once the page is parsed and before the loader's module script runs.
function addAccountButton() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return
    document.querySelector('header .buttons')?.prepend(document.createElement('walletdock-account-button'))
  })
}

const firstLabels = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstLabels?: (string | null)[] }).__firstLabels)

test('network and account buttons: their labels from the first frame after a reload; each opens its view', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await context.addInitScript(addAccountButton)
  await page.goto('/')
  const network = page.locator('walletdock-network-button').getByRole('button')
  const account = page.locator('walletdock-account-button').getByRole('button')
  // Nobody connected: the network the modal is on, and no account button.
  await expect(network).toHaveText('Walletdock Devnet A')
  await expect(account).toBeHidden()

  await connectDevnetWallet(page)
  await expect(account).toHaveText(SHORT_ADDRESS)
  await dialog(page).getByRole('button', { name: 'Close' }).click()

  // The network button opens the network list; a switch there renames it.
  await network.click()
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet B' }).click()
  await expect(page.getByTestId('host-network')).toHaveText('eip155:31338')
  await expect(network).toHaveText('Walletdock Devnet B')
  await dialog(page).getByRole('button', { name: 'Close' }).click()

  // The account button opens Account.
  await account.click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Close' }).click()

  // After a reload the first frame already has every label: no 'Connect Wallet', no empty network button.
  await page.addInitScript(recordFirstLabels, TAGS)
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  expect(await firstLabels(page)).toEqual(['Walletdock Devnet B', SHORT_ADDRESS, SHORT_ADDRESS])

  // Back to the first chain, for the tests after this one.
  await network.click()
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet A' }).click()
  await expect(network).toHaveText('Walletdock Devnet A')
})
