import { dialog, expect, openModal, test } from './fixtures.ts'

// Issue #16 item 3: themeMode 'system' follows prefers-color-scheme while the modal is open, and the host
// page's font does not leak into the modal or the button.

const themeOf = (page: import('@playwright/test').Page) =>
  dialog(page).evaluate((el) => el.closest('[data-theme]')?.getAttribute('data-theme'))

test("themeMode 'system' follows prefers-color-scheme, live", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/?theme=system')
  await openModal(page)
  await expect.poll(() => themeOf(page)).toBe('light')
  const background = () => dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor)
  const light = await background()
  // The person switches the OS to dark with the modal open: it recolours without a reload.
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => themeOf(page)).toBe('dark')
  expect(await background()).not.toBe(light)
})

test('the host page’s font stays out of the modal and the button', async ({ page }) => {
  await page.goto('/')
  await page.addStyleTag({
    content:
      'html, body { font-family: "Courier New", monospace !important; letter-spacing: 3px; line-height: 3; }',
  })
  const button = page.locator('walletdock-button').getByRole('button')
  const font = (el: Element) => {
    const style = getComputedStyle(el)
    return { family: style.fontFamily, spacing: style.letterSpacing }
  }
  expect(await button.evaluate(font)).toEqual({
    family: 'ui-sans-serif, system-ui, sans-serif',
    spacing: 'normal',
  })
  await openModal(page)
  const modal = await dialog(page).evaluate(font)
  expect(modal.family).not.toContain('Courier')
  expect(modal.spacing).toBe('normal')
})
