import { codeFor, enterCode, mailCount, newEmail, submitEmail } from './emailFixtures.ts'
import { dialog, expect, initWalletMode, openModal, test } from './fixtures.ts'

// E-mail login across tabs that are already open (issue 13 'in every tab'). With SharedWorker every tab mirrors
// one core; in the dedicated-worker fallback each tab runs its own core and the login cache reaches the others
// as a shared field of the leader's sync (src/stateStamps.ts), so both projects must show the same.

test.describe('e-mail login in tabs already open', () => {
  test.beforeEach(async ({ context }) => {
    // The demo's injected wallet stays out of the way (its prompt would answer nothing here).
    await initWalletMode(context, 'reject')
  })

  test('a login in one tab shows its e-mail in the other without a reload; the code cooldown holds in both', async ({
    context,
    page,
  }) => {
    const email = newEmail('open-tabs')
    const other = await context.newPage()
    await page.goto('/')
    await other.goto('/')
    await expect(other.getByTestId('host-status')).toHaveText('disconnected')
    // The other tab waits on Connect: it must follow the login to Account, e-mail row included.
    await openModal(other)
    await expect(dialog(other).getByLabel('Email', { exact: true })).toBeVisible()

    await openModal(page)
    const seen = await mailCount(page, email)
    await submitEmail(page, email)
    await expect(dialog(page).getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
    await enterCode(page, await codeFor(page, email, seen))
    await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })

    await expect(other.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
    await expect(dialog(other).getByRole('button', { name: `Edit email ${email}` })).toBeVisible()

    // A code sent from one tab starts the 30 s cooldown in every tab: the other cannot have one sent at once.
    await dialog(page)
      .getByRole('button', { name: `Edit email ${email}` })
      .click()
    await dialog(page).getByLabel('New email address').fill(newEmail('open-tabs-new'))
    const beforeUpdate = await mailCount(page, email)
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Confirm Current Email' })).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled()
    await codeFor(page, email, beforeUpdate)
    const sent = await mailCount(page, email)

    await dialog(other)
      .getByRole('button', { name: `Edit email ${email}` })
      .click()
    await dialog(other).getByLabel('New email address').fill(newEmail('open-tabs-other'))
    await dialog(other).getByRole('button', { name: 'Save' }).click()
    await expect(dialog(other).getByRole('alert')).toHaveText('Wait before asking for another code')
    await expect(dialog(other).getByRole('heading', { name: 'Edit Email' })).toBeVisible()
    expect(await mailCount(other, email)).toBe(sent)
  })
})
