import type { BrowserContext, Page } from '@playwright/test'
import { CONTROL_URL, dialog, expect, test } from './fixtures.ts'

// Dev account 0 of the Devnet Solana Wallet and the devnet's SPL mints (devnet/solana/README.md).
const OWNER = 'ERdKADGhKfoSGyG8m3osqKNdg6v2vWv9WWDEMjaabxHt'
const SOLANA_RPC = 'http://127.0.0.1:8899'
const MINTS = {
  USDC: 'DTmdGQjVtDKNbK52G3fop9yxizNtVf7et7Cd76CMYDnV',
  WDT: '99GnXqdn7GWtxxJzHMDvy2fvUHqKPQyG5qn4F5HscKQi',
} as const

async function rpc(method: string, params: unknown[]): Promise<{ value: unknown }> {
  const reply = await fetch(SOLANA_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await reply.json()) as { result: { value: unknown } }).result
}

// What the Account view shows for an amount: at most 4 fraction digits, cut; thousands grouped (one format everywhere).
function shown(raw: bigint, decimals: number, grouped: boolean): string {
  const digits = raw.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals, digits.length - decimals + 4).replace(/0+$/, '')
  const head = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole
  return fraction ? `${head}.${fraction}` : head
}

async function lamportsOnNode(): Promise<bigint> {
  return BigInt((await rpc('getBalance', [OWNER])).value as number)
}

async function tokenOnNode(mint: string): Promise<bigint> {
  const { value } = await rpc('getTokenAccountsByOwner', [OWNER, { mint }, { encoding: 'jsonParsed' }])
  const accounts = value as { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  return accounts.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n)
}

async function approveSolanaWallet(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('devnet-solana-wallet:mode', 'approve'))
}

async function connectSolana(page: Page): Promise<void> {
  await page.goto('/')
  // Opened before the first snapshot, the modal does not switch namespaces first (reported to the lead).
  await page.evaluate(() => (window as unknown as { walletdock: { ready: Promise<void> } }).walletdock.ready)
  await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Devnet Solana Wallet/ })
    .click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
}

async function setService(name: string, running: boolean): Promise<void> {
  const reply = await fetch(`${CONTROL_URL}/services/${name}/${running ? 'start' : 'stop'}`, {
    method: 'POST',
  })
  if (!reply.ok) throw new Error(`devnet control: ${reply.status} ${await reply.text()}`)
}

test.afterEach(async () => {
  await setService('data-api', true)
})

test('Solana: the SOL balance and the SPL tokens (USDC 6 decimals, WDT 9) come from the LiteSVM node', async ({
  context,
  page,
}) => {
  await approveSolanaWallet(context)
  await connectSolana(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('balance')).toHaveText(`${shown(await lamportsOnNode(), 9, true)} SOL`)
  await expect(modal.getByTestId('token-SOL')).toContainText(`${shown(await lamportsOnNode(), 9, true)} SOL`)
  const usdc = modal.getByTestId('token-USDC')
  await expect(usdc).toContainText('Devnet USD Coin')
  await expect(usdc).toContainText(`${shown(await tokenOnNode(MINTS.USDC), 6, true)} USDC`)
  await expect(modal.getByTestId('token-WDT')).toContainText(
    `${shown(await tokenOnNode(MINTS.WDT), 9, true)} WDT`,
  )
  await expect(modal.getByTestId('tokens-total')).toHaveText(/^\$[\d,]+\.\d\d$/)
})

test('Solana: with the data API down, the holdings still list from the node', async ({ context, page }) => {
  await approveSolanaWallet(context)
  await setService('data-api', false)
  await connectSolana(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('token-SOL')).toContainText('SOL')
  const short = `${MINTS.USDC.slice(0, 4)}…${MINTS.USDC.slice(-4)}`
  await expect(modal.getByTestId(`token-${short}`)).toContainText(
    `${shown(await tokenOnNode(MINTS.USDC), 6, true)} ${short}`,
  )
  await expect(modal.getByTestId('tokens-unavailable')).toHaveCount(0)
})
