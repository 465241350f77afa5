import type { Page } from '@playwright/test'
import { DEVNET_DIRECTORY_PORT } from '../devnet/directory/startDirectory.ts'
import { dialog, expect, test } from './fixtures.ts'

// The Connect list does not move under the pointer: rows that arrive late (wallets announcing themselves, the
// directory's answer, the project's remote configuration) fill places held for them or come below, so a row a
// person (or Playwright) presses is still the row under the pointer when they release.

const DIRECTORY = `http://127.0.0.1:${DEVNET_DIRECTORY_PORT}`
/** Long enough that the modal is on screen well before the directory and the configuration answer. */
const SLOW_MS = 1_500

async function slowDirectory(ms: number): Promise<void> {
  for (const path of ['/getWallets', '/appkit/v1/config']) {
    const reply = await fetch(`${DIRECTORY}/_delay?path=${encodeURIComponent(path)}&ms=${ms}`, {
      method: 'POST',
    })
    expect(reply.status).toBe(200)
  }
}

type Sample = { t: number; y: number; h: number }
type Samples = {
  first: Record<string, Sample>
  moves: { key: string; t: number; from: Sample; to: Sample }[]
}

/**
 * Records, at every animation frame from the page's start, where each control of the modal's view is: the
 * first place it was seen at, and every later frame it was somewhere else (a control hidden or out of the DOM
 * is not seen; one that comes back elsewhere has moved).
 */
function recordRows() {
  const state: Samples = { first: {}, moves: [] }
  const last: Record<string, Sample> = {}
  ;(window as unknown as { __rows: Samples }).__rows = state
  const look = () => {
    const root = document.querySelector('walletdock-modal')?.shadowRoot
    const t = performance.now()
    for (const element of root?.querySelectorAll<HTMLElement>('[role=dialog] .wd-view :is(button, input)') ??
      []) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue
      // A wallet row by its name (not its icon's letter or its tag), a social button by its spoken name.
      const key =
        element.getAttribute('aria-label') ||
        element.querySelector('.wd-list-item-name')?.textContent?.trim() ||
        element.textContent?.trim() ||
        `${element.tagName}:${element.getAttribute('placeholder') ?? ''}`
      const box = element.getBoundingClientRect()
      const now = { t, y: Math.round(box.y * 2) / 2, h: Math.round(box.height * 2) / 2 }
      const before = last[key]
      if (!before) state.first[key] ??= now
      else if (before.y !== now.y || before.h !== now.h) state.moves.push({ key, t, from: before, to: now })
      last[key] = now
    }
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
}

const samples = (page: Page) => page.evaluate(() => (window as unknown as { __rows: Samples }).__rows)

/** Resolves after `frames` more animation frames: the sampler has seen the settled list for that long. */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n
        const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step))
        requestAnimationFrame(step)
      }),
    count,
  )

/** Where each control of the open view is now, by name. */
const places = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('walletdock-modal')?.shadowRoot
    const found: Record<string, number> = {}
    for (const element of root?.querySelectorAll<HTMLElement>('[role=dialog] .wd-view :is(button, input)') ??
      []) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue
      const key =
        element.getAttribute('aria-label') ||
        element.querySelector('.wd-list-item-name')?.textContent?.trim() ||
        element.textContent?.trim() ||
        element.tagName
      found[key] = Math.round(element.getBoundingClientRect().y)
    }
    const view = root?.querySelector('[role=dialog] .wd-view')?.getBoundingClientRect()
    return { found, viewHeight: Math.round(view?.height ?? 0) }
  })

const openButton = (page: Page) => page.locator('walletdock-button').getByRole('button')

test.afterEach(async () => {
  await slowDirectory(0)
})

test('no row moves from the first paint of the list while the wallets, the directory and the remote configuration arrive', async ({
  page,
}) => {
  await slowDirectory(SLOW_MS)
  await page.addInitScript(recordRows)
  await page.goto('/')
  // Opened at once, as a person who clicks as soon as the button is there: nothing has answered yet.
  await openButton(page).click()
  const modal = dialog(page)
  await expect(modal.getByRole('button', { name: 'Devnet Wallet' })).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Aurora Wallet' })).toBeVisible({ timeout: 10_000 })
  await expect(modal.getByLabel('Email', { exact: true })).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await frames(page, 30)

  const { first, moves } = await samples(page)
  expect(moves).toEqual([])
  // The late rows were late: the installed wallets, All Wallets and the e-mail field were on screen well before the
  // directory's wallets took the places held for them.
  const at = (key: string) => {
    const sample = first[key]
    if (!sample) throw new Error(`${key} was never on screen: ${Object.keys(first).join(', ')}`)
    return sample.t
  }
  const directoryAt = at('Aurora Wallet')
  for (const early of ['Devnet Wallet', 'Devnet Solana Wallet', 'WalletConnect', 'Continue with Google'])
    expect(directoryAt - at(early)).toBeGreaterThan(SLOW_MS / 2)
  expect(Object.keys(first)).toEqual(
    expect.arrayContaining(['Basalt Wallet', 'Cobalt Wallet', 'Devnet Phone Wallet', 'Continue with GitHub']),
  )
  await expect(modal.getByTestId('wallet-placeholder')).toHaveCount(0)
})

for (const { name, path, email, socials } of [
  {
    name: 'the remote configuration turns social login off',
    path: '/?project=socials-off',
    email: true,
    socials: false,
  },
  { name: 'basic mode', path: '/?basic', email: false, socials: false },
]) {
  test(`${name}: once settled, the list is laid out as when the configuration was known from the start`, async ({
    page,
  }) => {
    await slowDirectory(SLOW_MS)
    await page.goto(path)
    await openButton(page).click()
    const modal = dialog(page)
    await expect(modal.getByRole('button', { name: 'Aurora Wallet' })).toBeVisible({ timeout: 10_000 })
    await expect(modal.getByLabel('Email', { exact: true })).toHaveCount(email ? 1 : 0)
    await expect(modal.getByRole('button', { name: 'Continue with Google' })).toHaveCount(socials ? 1 : 0)
    await expect(modal.getByTestId('wallet-placeholder')).toHaveCount(0)
    await frames(page, 20)
    const settled = await places(page)

    // Opened again, everything known at once: the same places and the same height (no space left held).
    await slowDirectory(0)
    await page.keyboard.press('Escape')
    await expect(modal).toHaveCount(0)
    await openButton(page).click()
    await expect(modal.getByRole('button', { name: 'Aurora Wallet' })).toBeVisible()
    await frames(page, 20)
    expect(await places(page)).toEqual(settled)
  })
}
