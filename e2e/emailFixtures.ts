import type { Page } from '@playwright/test'
import { createPublicClient, http, toHex, verifyMessage } from 'viem'
import { MAILBOX_URL } from '../devnet/secureSite/secureSiteUrls.ts'
import { approveView, test as base, dialog, expect, initWalletMode, openModal } from './fixtures.ts'

// E-mail login against the devnet's secure site: codes and device links are read from its mailbox API, as a
// person reads their e-mail. The e-mail and social login specs share this setup.

/**
 * The login specs' `test`: the demo's injected wallet stays out of the way in every tab of the context (its
 * prompt would answer nothing there), before each test.
 */
export const test = base.extend<{ quietWallet: undefined }>({
  quietWallet: [
    async ({ context }, use) => {
      await initWalletMode(context, 'reject')
      await use(undefined)
    },
    { auto: true },
  ],
})

/** The devnet's two EVM chains, read directly (balances, receipts). */
export const chainA = createPublicClient({ transport: http('http://127.0.0.1:8545') })
export const chainB = createPublicClient({ transport: http('http://127.0.0.1:8546') })

/** One mail as the devnet mailbox API returns it. */
export type Mail = { id: string; to: string; subject: string; text: string; code?: string; link?: string }

let count = 0
/** A fresh address per test and run: the devnet keeps accounts, devices and cooldowns for its lifetime. */
export function newEmail(label: string): string {
  count += 1
  return `${label}-${Date.now().toString(36)}-${count}@walletdock.test`
}

/** The mail to `to` that satisfies `pick`, newest first, once it has arrived. */
export async function mailTo(
  page: Page,
  to: string,
  pick: (mail: Mail) => boolean,
  after = 0,
): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(to)}`)
        const list = (await reply.json()) as Mail[]
        found = list.slice(0, Math.max(0, list.length - after)).find(pick)
        return found !== undefined
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  if (!found) throw new Error(`no mail to ${to}`)
  return found
}

export async function mailCount(page: Page, to: string): Promise<number> {
  const reply = await page.request.get(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(to)}`)
  return ((await reply.json()) as Mail[]).length
}

/** The code of the newest mail to `to` sent after the first `seen` mails. */
export async function codeFor(page: Page, to: string, seen: number): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(to)}`)
        const list = (await reply.json()) as Mail[]
        code = list.length > seen ? list[0]?.code : undefined
        return code !== undefined
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return code ?? ''
}

export const emailField = (page: Page) => dialog(page).getByLabel('Email', { exact: true })

/** Starts an e-mail login from Connect (the modal open on it). */
export async function submitEmail(page: Page, email: string): Promise<void> {
  await expect(emailField(page)).toBeVisible()
  await emailField(page).fill(email)
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
}

export async function enterCode(page: Page, code: string): Promise<void> {
  await dialog(page).getByLabel('Code').fill(code)
  await dialog(page).getByRole('button', { name: 'Confirm', exact: true }).click()
}

/** Logs in with a new address by the code from the mailbox; returns the embedded wallet's address. */
export async function logIn(page: Page, email: string, path = '/'): Promise<string> {
  await page.goto(path)
  await openModal(page)
  const seen = await mailCount(page, email)
  await submitEmail(page, email)
  await expect(dialog(page).getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
  await enterCode(page, await codeFor(page, email, seen))
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(dialog(page).getByRole('button', { name: `Edit email ${email}` })).toBeVisible()
  return (await page.getByTestId('host-address').textContent()) ?? ''
}

/** A request through the demo's provider, awaited (the test approves it in the modal meanwhile). */
export function hostRequest(page: Page, method: string, params: unknown): Promise<unknown> {
  return page.evaluate(
    ({ method, params }) => {
      const { walletdock } = window as unknown as {
        walletdock: { getProvider(ns: string): { request(args: unknown): Promise<unknown> } }
      }
      return walletdock.getProvider('eip155').request({ method, params })
    },
    { method, params },
  )
}

/** Signs `text` with personal_sign through ApproveTransaction (approved) and checks the signature. */
export async function signAndVerify(
  page: Page,
  address: `0x${string}`,
  text: string,
): Promise<`0x${string}`> {
  const message = toHex(text)
  const signature = hostRequest(page, 'personal_sign', [message, address])
  await expect(approveView(page)).toBeVisible()
  await approveView(page).getByRole('button', { name: 'Approve', exact: true }).click()
  const signed = (await signature) as `0x${string}`
  expect(await verifyMessage({ address, message: { raw: message }, signature: signed })).toBe(true)
  return signed
}
