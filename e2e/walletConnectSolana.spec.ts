import type { Page } from '@playwright/test'
import { dialog, expect, test } from './fixtures.ts'
import {
  allowClipboard,
  openWalletConnect,
  setRelayRunning,
  startPhoneWallet,
  type TestPhoneWallet,
} from './walletConnectFixtures.ts'
import { BOBBY } from './walletFixtures.ts'

// The phone wallet's Solana account (devnet Solana dev account 1) and the demo's Solana network.
const PHONE_SOLANA = 'BfANtiykfLWvjnEuXwzynCTatey9GoAXfE9haRU2qKL6'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_RPC = 'http://127.0.0.1:8899'

let phone: TestPhoneWallet | undefined

test.beforeEach(async ({ context }) => {
  await allowClipboard(context)
})

test.afterEach(async () => {
  await phone?.close()
  phone = undefined
  await setRelayRunning(true)
})

async function solanaRpc(method: string, params: unknown[]): Promise<unknown> {
  const reply = await fetch(SOLANA_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await reply.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

const lamportsOf = async (address: string) =>
  ((await solanaRpc('getBalance', [address, { commitment: 'confirmed' }])) as { value: number }).value

/** Pairs the phone wallet from the copied link; it approves eip155 and solana. */
async function pairPhone(page: Page, answers: Parameters<typeof startPhoneWallet>[0] = {}) {
  phone = await startPhoneWallet(answers)
  await phone.pair(await openWalletConnect(page))
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(BOBBY)
  return phone
}

/** The host asks for Solana: the modal switches to the Solana account the session already holds. */
async function switchHostToSolana(page: Page) {
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA_DEVNET)
  await expect(page.getByTestId('host-address')).toHaveText(PHONE_SOLANA)
  await expect(page.getByTestId('host-status')).toHaveText(/^(connected|reconnecting)$/)
  await page.keyboard.press('Escape')
}

test('a phone wallet approving EVM and Solana signs a Solana message and sends a memo that lands on the node', async ({
  page,
}) => {
  await page.goto('/')
  const wallet = await pairPhone(page)
  // The session holds both namespaces: no second pairing is needed for Solana.
  expect(wallet.sessions()[0]?.solanaChains).toEqual([SOLANA_DEVNET])
  await switchHostToSolana(page)

  // Ordinary requests: the phone wallet's own answer is the one confirmation, nobody clicks in the modal.
  await page.getByRole('button', { name: /on Solana$/ }).click()
  await expect(page.getByTestId('host-solana')).toHaveText(`Solana signature verified for ${PHONE_SOLANA}`)

  const before = await lamportsOf(PHONE_SOLANA)
  await page.getByRole('button', { name: 'Send a Solana memo transaction' }).click()
  await expect(page.getByTestId('host-solana-tx')).toHaveText(
    /^Solana transaction landed: [1-9A-HJ-NP-Za-km-z]{64,88}$/,
  )
  const text = (await page.getByTestId('host-solana-tx').textContent()) ?? ''
  const signature = text.slice('Solana transaction landed: '.length)
  const statuses = (await solanaRpc('getSignatureStatuses', [[signature]])) as {
    value: [{ err: unknown; confirmationStatus: string } | null]
  }
  expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  // The phone's account paid the one-signature fee for it.
  expect(before - (await lamportsOf(PHONE_SOLANA))).toBe(5000)
  expect(wallet.requests).toEqual(['solana_signMessage', 'solana_signAndSendTransaction'])
})

test('a Solana request refused in the phone wallet reaches the host as a rejection; nothing is sent', async ({
  page,
}) => {
  await page.goto('/')
  const wallet = await pairPhone(page, { request: false })
  await switchHostToSolana(page)
  const before = await lamportsOf(PHONE_SOLANA)
  await page.getByRole('button', { name: 'Send a Solana memo transaction' }).click()
  await expect(page.getByTestId('host-solana-tx')).toHaveText('Error 4001: User rejected the request.')
  expect(await lamportsOf(PHONE_SOLANA)).toBe(before)
  await expect(page.getByTestId('host-address')).toHaveText(PHONE_SOLANA)
  expect(wallet.requests).toEqual(['solana_signAndSendTransaction'])
})

test('a wallet replying with a malformed signature gets a clear error, and the session stays', async ({
  page,
}) => {
  await page.goto('/')
  const wallet = await pairPhone(page, { request: 'garbage' })
  await switchHostToSolana(page)
  await page.getByRole('button', { name: /on Solana$/ }).click()
  await expect(page.getByTestId('host-solana')).toHaveText(
    'Signing failed: The wallet sent an invalid reply.',
  )
  await expect(page.getByTestId('host-address')).toHaveText(PHONE_SOLANA)
  expect(wallet.requests).toEqual(['solana_signMessage'])
})

test('a reload restores both namespaces from the session; the wallet ending it disconnects both', async ({
  page,
}) => {
  await page.goto('/')
  const wallet = await pairPhone(page)
  await switchHostToSolana(page)
  await page.reload()
  // Solana was in front before the reload and stays there; the EVM side is restored beside it.
  await expect(page.getByTestId('host-address')).toHaveText(PHONE_SOLANA)
  await page.getByRole('button', { name: /on Solana$/ }).click()
  await expect(page.getByTestId('host-solana')).toHaveText(`Solana signature verified for ${PHONE_SOLANA}`)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Choose network' }).click()
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet A', exact: true }).click()
  await expect(page.getByTestId('host-address')).toHaveText(BOBBY)

  const [session] = wallet.sessions()
  await wallet.disconnect(session?.topic ?? '')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await expect(page.getByTestId('host-network')).toHaveText('—')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
})
