import type { Page } from '@playwright/test'
import { dialog, expect, openModal, test } from './fixtures.ts'

const NOTICE = /Another tab of this site started Walletdock with other settings/

/** The page's console warnings from Walletdock. */
function watchWarnings(page: Page): string[] {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Walletdock:'))
      warnings.push(message.text())
  })
  return warnings
}

// One core per site, started with the first tab's configuration: a later tab that asks for another one is told.
test.describe('a second tab whose configuration differs from the running core’s', () => {
  test.use({ noSharedWorker: false })

  test('gets one console warning, and a notice in the modal when the difference matters to the person', async ({
    context,
    page,
  }) => {
    const firstWarnings = watchWarnings(page)
    await page.goto('/')
    await expect(page.getByTestId('host-status')).toHaveText('disconnected')

    // Every request confirmed in Walletdock's view: this page asks for more than the running core does.
    const stricter = await context.newPage()
    const warnings = watchWarnings(stricter)
    await stricter.goto('/?confirmRequests=all')
    await expect.poll(() => warnings.length).toBe(1)
    expect(warnings[0]).toMatch(/^Walletdock: this page's configuration differs .*\(confirmRequests\)/)
    await openModal(stricter)
    await expect(dialog(stricter).getByText(NOTICE)).toBeVisible()

    // Only a developer's difference (the pairing link's life): the warning, and no notice for the person.
    const other = await context.newPage()
    const otherWarnings = watchWarnings(other)
    await other.goto('/?pairingExpiry=60000')
    await expect.poll(() => otherWarnings.length).toBe(1)
    expect(otherWarnings[0]).toMatch(/\(pairingExpiryMs\)/)
    await openModal(other)
    await expect(dialog(other).getByRole('button', { name: /Devnet Wallet/ })).toBeVisible()
    await expect(dialog(other).getByText(NOTICE)).toHaveCount(0)

    // The first tab, whose configuration is in force, hears nothing of it.
    await openModal(page)
    await expect(dialog(page).getByText(NOTICE)).toHaveCount(0)
    expect(firstWarnings).toEqual([])
    expect(warnings).toHaveLength(1)
  })
})
