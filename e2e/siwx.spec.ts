import type { Page } from '@playwright/test'
import {
  DEV_ADDRESS,
  dialog,
  expect,
  initWalletMode,
  openModal,
  setDevnetWalletMode,
  test,
  walletPrompt,
} from './fixtures.ts'
import { initSolanaWalletMode, SOLANA_ALICE } from './solanaFixtures.ts'

// The demo with Sign-In With X on: the devnet's sign-in server (devnet/siwxAuth) issues the nonces and checks the
// signatures, as a host's own server would.
const SIWX_AUTH = 'http://127.0.0.1:8562'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

type AuthSession = { caipNetworkId: string; address: string }

/** How many calls of `path` reached the sign-in server so far. */
async function authCalls(path: string): Promise<number> {
  const log = (await (await fetch(`${SIWX_AUTH}/_requests`)).json()) as { path: string }[]
  return log.filter((entry) => entry.path === path).length
}

async function authSessions(): Promise<AuthSession[]> {
  return (await (await fetch(`${SIWX_AUTH}/siwx/sessions`)).json()) as AuthSession[]
}

const signedInText = (address: string, caipNetworkId: string) => `Signed in as ${address} on ${caipNetworkId}`

async function connectWallet(page: Page): Promise<void> {
  await openModal(page)
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
}

test('SIWE after connect: the wallet’s prompt signs the EIP-4361 message, the server verifies it, and it holds in a second tab and after a reload', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'manual')
  await page.goto('/?siwx')
  await expect(page.getByTestId('host-siwx')).toHaveText('Not signed in')
  const verifiesBefore = await authCalls('/siwx/verify')
  await connectWallet(page)
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  // Connected, not signed in yet: the modal asks, and the wallet's own prompt shows the sign-in text.
  await expect(dialog(page).getByTestId('siwx-sign-message')).toBeVisible()
  await expect(dialog(page).getByTestId('siwx-address')).toHaveText(DEV_ADDRESS)
  const prompt = walletPrompt(page)
  await expect(prompt).toHaveAttribute('data-method', 'personal_sign')
  await expect(
    prompt.getByText(/127\.0\.0\.1:5173 wants you to sign in with your Ethereum account/),
  ).toBeVisible()
  await expect(prompt.getByText(/Chain ID: 31337/)).toBeVisible()
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('host-siwx')).toHaveText(signedInText(DEV_ADDRESS, 'eip155:31337'))
  await expect(dialog(page).getByRole('button', { name: 'Disconnect' })).toBeVisible()
  expect(await authCalls('/siwx/verify')).toBe(verifiesBefore + 1)
  expect(await authSessions()).toContainEqual(
    expect.objectContaining({ caipNetworkId: 'eip155:31337', address: DEV_ADDRESS }),
  )

  // No new signature from here: a second tab and a reload show the stored session.
  const noncesBefore = await authCalls('/siwx/nonce')
  const tabB = await context.newPage()
  await tabB.goto('/?siwx')
  await expect(tabB.getByTestId('host-siwx')).toHaveText(signedInText(DEV_ADDRESS, 'eip155:31337'))
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-siwx')).toHaveText(signedInText(DEV_ADDRESS, 'eip155:31337'))
  await openModal(page)
  await expect(dialog(page).getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await expect(walletPrompt(page)).toHaveCount(0)
  expect(await authCalls('/siwx/nonce')).toBe(noncesBefore)
})

test('switching to the other anvil chain asks to sign in again there; disconnect ends every session', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/?siwx')
  await connectWallet(page)
  await expect(page.getByTestId('host-siwx')).toHaveText(signedInText(DEV_ADDRESS, 'eip155:31337'))
  const verifiesBefore = await authCalls('/siwx/verify')
  await dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet A' }).click()
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet B' }).click()
  await expect(page.getByTestId('host-siwx')).toHaveText(signedInText(DEV_ADDRESS, 'eip155:31338'))
  expect(await authCalls('/siwx/verify')).toBe(verifiesBefore + 1)
  // Back on A: its session still holds, so nothing is signed.
  await dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet B' }).click()
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet A' }).click()
  await expect(page.getByTestId('host-siwx')).toHaveText(signedInText(DEV_ADDRESS, 'eip155:31337'))
  expect(await authCalls('/siwx/verify')).toBe(verifiesBefore + 1)

  const tabB = await context.newPage()
  await tabB.goto('/?siwx')
  await expect(tabB.getByTestId('host-siwx')).toHaveText(signedInText(DEV_ADDRESS, 'eip155:31337'))
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('host-siwx')).toHaveText('Not signed in')
  await expect(tabB.getByTestId('host-siwx')).toHaveText('Not signed in')
  await expect
    .poll(async () => (await authSessions()).filter((s) => s.address === DEV_ADDRESS).length)
    .toBe(0)
  // Connecting again asks for a new signature.
  await connectWallet(page)
  await expect(page.getByTestId('host-siwx')).toHaveText(signedInText(DEV_ADDRESS, 'eip155:31337'))
  expect(await authCalls('/siwx/verify')).toBe(verifiesBefore + 2)
})

test('refusing the signature disconnects (a session is required) with the “Signature declined” alert', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'manual')
  await page.goto('/?siwx')
  await connectWallet(page)
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(walletPrompt(page)).toHaveAttribute('data-method', 'personal_sign')
  await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await expect(page.getByTestId('host-siwx')).toHaveText('Not signed in')
  await expect(page.getByText('Signature declined').first()).toBeVisible()
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
})

test('with signing in optional, refusing leaves the wallet connected and unsigned', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/?siwx=optional')
  await connectWallet(page)
  await expect(page.getByTestId('host-siwx')).toHaveText(signedInText(DEV_ADDRESS, 'eip155:31337'))
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await setDevnetWalletMode(page, 'manual')
  await connectWallet(page)
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByText('Signature declined').first()).toBeVisible()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-siwx')).toHaveText('Not signed in')
  await expect(dialog(page).getByRole('button', { name: 'Disconnect' })).toBeVisible()
})

test('Solana sign-in with the Devnet Solana Wallet: Sign In With Solana text, ed25519 verified by the server', async ({
  context,
  page,
}) => {
  await initSolanaWalletMode(context, 'approve')
  await page.goto('/?siwx')
  const verifiesBefore = await authCalls('/siwx/verify')
  await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Devnet Solana Wallet/ })
    .click()
  await expect(page.getByTestId('host-siwx')).toHaveText(signedInText(SOLANA_ALICE, SOLANA_DEVNET))
  expect(await authCalls('/siwx/verify')).toBe(verifiesBefore + 1)
  expect(await authSessions()).toContainEqual(
    expect.objectContaining({ caipNetworkId: SOLANA_DEVNET, address: SOLANA_ALICE }),
  )
  await page.reload()
  await expect(page.getByTestId('host-siwx')).toHaveText(signedInText(SOLANA_ALICE, SOLANA_DEVNET))
  expect(await authCalls('/siwx/verify')).toBe(verifiesBefore + 1)
})
