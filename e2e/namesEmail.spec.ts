import { codeFor, enterCode, mailCount, newEmail, submitEmail, test } from './emailFixtures.ts'
import { approveView, CONTROL_URL, dialog, expect, openModal } from './fixtures.ts'

// A name registered from the embedded e-mail wallet (issues #13 and #14): it has no prompt of its own, so the
// registration's signature is confirmed once, in ApproveTransaction, which shows the message it signs.
const DATA_API = 'http://127.0.0.1:8550'

test.afterEach(async () => {
  // Other specs use the devnet's accounts as it starts them.
  expect((await fetch(`${CONTROL_URL}/services/data-api/reset`, { method: 'POST' })).ok).toBe(true)
})

async function reverseNames(address: string): Promise<string[]> {
  const reply = await fetch(`${DATA_API}/v1/profile/reverse/${address}?projectId=e2e&apiVersion=2`)
  return ((await reply.json()) as { name: string }[]).map((profile) => profile.name)
}

test('the e-mail wallet registers a name after one confirmation in ApproveTransaction showing the message; a refusal there registers nothing', async ({
  page,
}) => {
  const email = newEmail('names')
  await page.goto('/')
  await openModal(page)
  const seen = await mailCount(page, email)
  await submitEmail(page, email)
  await enterCode(page, await codeFor(page, email, seen))
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  const address = (await page.getByTestId('host-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const label = `mail-${Date.now().toString(36)}`
  const modal = dialog(page)

  // Refused in ApproveTransaction: nothing signed, nothing registered, the form is back.
  await modal.getByRole('button', { name: 'Register a name' }).click()
  await expect(page.getByRole('dialog', { name: 'Choose Name' })).toBeVisible()
  await modal.getByLabel('Name').fill(label)
  await expect(modal.getByTestId('name-status')).toHaveText(`${label}.devnet.id is available`)
  await modal.getByRole('button', { name: 'Register' }).click()
  let prompt = approveView(page)
  await expect(prompt).toBeVisible({ timeout: 20_000 })
  await expect(prompt.getByText(new RegExp(`${label}\\.devnet\\.id`))).toBeVisible()
  await prompt.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByRole('dialog', { name: 'Choose Name' })).toBeVisible()
  expect(await reverseNames(address)).toEqual([])

  // Approved: the frame signs what the view showed, the service checks the signature against the address and
  // stores the name, and the account shows it.
  await modal.getByLabel('Name').fill(label)
  await expect(modal.getByTestId('name-status')).toHaveText(`${label}.devnet.id is available`)
  await modal.getByRole('button', { name: 'Register' }).click()
  prompt = approveView(page)
  await expect(prompt).toBeVisible({ timeout: 20_000 })
  await expect(prompt.getByText(new RegExp(`${label}\\.devnet\\.id`))).toBeVisible()
  await prompt.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Name Registered' })).toBeVisible({ timeout: 20_000 })
  await expect(modal.getByTestId('registered-name')).toHaveText(`${label}.devnet.id`)
  expect(await reverseNames(address)).toEqual([`${label}.devnet.id`])
  await modal.getByRole('button', { name: 'Back to account' }).click()
  await expect(modal.getByTestId('account-name')).toHaveText(`${label}.devnet.id`)
})
