import type { Page } from '@playwright/test'
import { connectDevnetWallet, dialog, expect, initWalletMode, test } from './fixtures.ts'

// Issue #16 item 1: a host opens any view with the data it needs; bad data is the host's error, not a blank or
// broken modal.

type Opener = { open(options: unknown): Promise<void> }

/** Calls the demo's walletdock.open(options) and returns what the promise settled with. */
function openFromHost(
  page: Page,
  options: unknown,
): Promise<{ ok: boolean; name?: string; message?: string }> {
  return page.evaluate(async (o) => {
    try {
      await (window as unknown as { walletdock: Opener }).walletdock.open(o)
      return { ok: true }
    } catch (error) {
      const e = error as { name?: string; shortMessage?: string; message?: string }
      return { ok: false, name: e.name, message: e.shortMessage ?? e.message }
    }
  }, options)
}

test('open({ view, data }): SwitchNetwork with its network asks the wallet and switches; without data the host gets a clear error and the modal still works', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))

  // What threw a TypeError in render before: now a rejected open() naming what is missing.
  expect(await openFromHost(page, { view: 'SwitchNetwork' })).toEqual({
    ok: false,
    name: 'InvalidViewRequestError',
    message: 'open(): view "SwitchNetwork" needs data',
  })
  expect(
    await openFromHost(page, { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:1' } }),
  ).toMatchObject({
    ok: false,
    message: expect.stringContaining("is not one of the host's networks"),
  })
  expect(await openFromHost(page, { view: 'Nowhere' })).toMatchObject({
    ok: false,
    message: 'open(): unknown view "Nowhere"',
  })
  await expect(dialog(page)).toHaveCount(0)

  // The modal is still usable: the same call with its data switches the wallet.
  expect(
    await openFromHost(page, { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:31338' } }),
  ).toEqual({
    ok: true,
  })
  await expect(page.getByTestId('host-network')).toHaveText('eip155:31338')
  await expect(dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet B' })).toBeVisible()
  expect(pageErrors).toEqual([])
})
