import { dialog, expect, openModal, test } from './fixtures.ts'

// A wallet names itself: bidi controls in its name could make the list read as another wallet (issue #11). One
// announcing a reordering name, a very long one and a script icon is listed cleaned, capped and without the icon.

test('a wallet announcing a name with bidi and control characters is listed cleaned and capped, without a script icon', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const provider = { request: async () => [] as string[], on() {}, removeListener() {} }
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({
            info: {
              uuid: '6c9e6a1e-0000-4000-8000-00000000b1d1',
              name: `Evil\u202eTELLAW\u202c\u0007 ${'x'.repeat(120)}`,
              icon: 'javascript:alert(1)',
              rdns: 'io.example.evil',
            },
            provider,
          }),
        }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
  await page.goto('/')
  await openModal(page)
  const button = dialog(page).getByRole('button', { name: /^EvilTELLAW/ })
  await expect(button).toBeVisible()
  const name = (await button.textContent()) ?? ''
  for (const hidden of ['\u202e', '\u202c', '\u0007']) expect(name).not.toContain(hidden)
  expect(name).toContain('…')
  await expect(button.locator('img[src^="javascript:"]')).toHaveCount(0)
})
