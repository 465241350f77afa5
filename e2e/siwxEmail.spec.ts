import { codeFor, enterCode, mailCount, newEmail, submitEmail, test } from './emailFixtures.ts'
import { approveView, dialog, expect, openModal } from './fixtures.ts'

// Sign-In With X (issue #15) through the embedded e-mail wallet (issue #13): it has no prompt of its own, so the
// sign-in message is confirmed once, in ApproveTransaction; the devnet's sign-in server (devnet/siwxAuth) checks
// the signature as a host's own server would.
const SIWX_AUTH = 'http://127.0.0.1:8562'

async function authCalls(path: string): Promise<number> {
  const log = (await (await fetch(`${SIWX_AUTH}/_requests`)).json()) as { path: string }[]
  return log.filter((entry) => entry.path === path).length
}

async function authSessions(): Promise<{ caipNetworkId: string; address: string }[]> {
  return (await (await fetch(`${SIWX_AUTH}/siwx/sessions`)).json()) as {
    caipNetworkId: string
    address: string
  }[]
}

test('e-mail login with sign-in on: one confirmation in ApproveTransaction signs the EIP-4361 message, the server verifies it, and a second tab shows it signed in', async ({
  context,
  page,
}) => {
  const email = newEmail('siwx')
  await page.goto('/?siwx')
  await expect(page.getByTestId('host-siwx')).toHaveText('Not signed in')
  const verifiesBefore = await authCalls('/siwx/verify')
  await openModal(page)
  const seen = await mailCount(page, email)
  await submitEmail(page, email)
  await expect(dialog(page).getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
  await enterCode(page, await codeFor(page, email, seen))
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  const address = (await page.getByTestId('host-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // The one confirmation: Walletdock's own, showing the sign-in text for this site, account and chain.
  const prompt = approveView(page)
  await expect(prompt).toBeVisible({ timeout: 20_000 })
  await expect(
    prompt.getByText(/127\.0\.0\.1:5173 wants you to sign in with your Ethereum account/),
  ).toBeVisible()
  await expect(prompt.getByText(/Chain ID: 31337/)).toBeVisible()
  await prompt.getByRole('button', { name: 'Approve', exact: true }).click()

  const signedIn = `Signed in as ${address} on eip155:31337`
  await expect(page.getByTestId('host-siwx')).toHaveText(signedIn, { timeout: 20_000 })
  await expect(approveView(page)).toHaveCount(0)
  await expect(dialog(page).getByRole('button', { name: `Edit email ${email}` })).toBeVisible()
  expect(await authCalls('/siwx/verify')).toBe(verifiesBefore + 1)
  expect(await authSessions()).toContainEqual(
    expect.objectContaining({ caipNetworkId: 'eip155:31337', address }),
  )

  // A second tab: the same embedded session and the stored sign-in, with no new nonce, code or signature.
  const noncesBefore = await authCalls('/siwx/nonce')
  const second = await context.newPage()
  await second.goto('/?siwx')
  await expect(second.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(second.getByTestId('host-siwx')).toHaveText(signedIn)
  await expect(approveView(second)).toHaveCount(0)
  expect(await authCalls('/siwx/nonce')).toBe(noncesBefore)
  expect(await authCalls('/siwx/verify')).toBe(verifiesBefore + 1)
})
