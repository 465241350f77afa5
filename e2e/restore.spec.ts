import type { Page } from '@playwright/test'
import {
  connectDevnetWallet,
  DEV_ADDRESS,
  dialog,
  expect,
  initWalletMode,
  openModal,
  setWalletMode,
  test,
} from './fixtures.ts'

test('reload restores the connection; closing every tab and opening a new one restores it too', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await setWalletMode(page, 'reject')
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await page.close()
  // With no tab left the SharedWorker ends; the next tab starts a new core from IndexedDB.
  const fresh = await context.newPage()
  await fresh.goto('/')
  await expect(fresh.getByTestId('host-status')).toHaveText('connected')
  await expect(fresh.getByTestId('host-address')).toHaveText(DEV_ADDRESS)
})

test('a page reloaded in the frame it first shows "connected" finds the session after the reload', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  // Reloads from the page itself, in the subscriber that hears "connected" first: no time for a write shown late.
  await page.evaluate(() => {
    const { walletdock } = window as unknown as {
      walletdock: { subscribeAccount(listener: (account: { status: string }) => void): void }
    }
    walletdock.subscribeAccount((account) => {
      if (account.status !== 'connected' || sessionStorage.getItem('reloaded')) return
      sessionStorage.setItem('reloaded', '1')
      location.reload()
    })
  })
  await openModal(page)
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('reloaded')).catch(() => null)).toBe('1')
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ADDRESS)
})

// Every label <walletdock-button> shows, in order, read in each frame before it paints from the page's start.
function recordButtonLabels() {
  const labels: string[] = []
  Object.assign(window, { __buttonLabels: labels })
  const tick = () => {
    const label = document
      .querySelector('walletdock-button')
      ?.shadowRoot?.querySelector('button')?.textContent
    if (label && label !== labels.at(-1)) labels.push(label)
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

// The core never answers this page: no SharedWorker, and every dedicated worker runs an empty script.
function silenceCore() {
  Reflect.deleteProperty(window, 'SharedWorker')
  const Real = window.Worker
  const empty = URL.createObjectURL(new Blob([''], { type: 'text/javascript' }))
  window.Worker = class extends Real {
    constructor(_url: string | URL, options?: WorkerOptions) {
      super(empty, options)
    }
  }
}

const buttonLabels = (page: Page) =>
  page.evaluate(() => (window as unknown as { __buttonLabels: string[] }).__buttonLabels)
const SHORT_ADDRESS = `${DEV_ADDRESS.slice(0, 6)}…${DEV_ADDRESS.slice(-4)}`

test('after a reload the button shows the shortened address from its first frame, without waiting for the core', async ({
  browser,
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await page.addInitScript(recordButtonLabels)
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  // No 'Connect Wallet' before the core's snapshot: the first label painted is the account's.
  expect((await buttonLabels(page))[0]).toBe(SHORT_ADDRESS)

  // The same origin's storage in a page whose core never starts: the label comes from the page alone.
  const silent = await context.newPage()
  await silent.addInitScript(silenceCore)
  await silent.addInitScript(recordButtonLabels)
  await silent.goto('/')
  await expect(silent.locator('walletdock-button').getByRole('button')).toHaveText(SHORT_ADDRESS)
  await expect(silent.getByTestId('host-status')).toHaveText('disconnected')
  expect(await buttonLabels(silent)).toEqual([SHORT_ADDRESS])

  // A stored label that is not an address is ignored: the default label, and the page works.
  const other = await browser.newContext()
  try {
    const fresh = await other.newPage()
    await fresh.addInitScript(() => {
      localStorage.setItem('walletdock:lastAddress', '{"version":1,"value":{"address":"<b>x</b>"}}')
    })
    await fresh.goto('/')
    await expect(fresh.locator('walletdock-button').getByRole('button')).toHaveText('Connect Wallet')
  } finally {
    await other.close()
  }
})
