import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import { createPublicClient, formatUnits, http } from 'viem'
import type { KnownChain } from '../devnet/wallet/walletState.ts'

export const CONTROL_URL = 'http://127.0.0.1:8549'
export const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export type WalletMode = 'manual' | 'approve' | 'reject' | 'hang' | 'garbage'

/** Sets the demo wallet's answer mode for every tab of the context (it lives in the origin's localStorage). */
export async function setWalletMode(page: Page, mode: WalletMode): Promise<void> {
  await page.evaluate((m) => localStorage.setItem('devnet-wallet:mode', m), mode)
}

/** Makes new pages of the context start with the wallet in `mode`, before any script runs. */
export async function initWalletMode(context: BrowserContext, mode: WalletMode): Promise<void> {
  await context.addInitScript((m) => {
    // Once per context: later tabs keep whatever mode a test set since.
    if (!localStorage.getItem('walletdock-test-init')) {
      localStorage.setItem('walletdock-test-init', '1')
      localStorage.setItem('devnet-wallet:mode', m)
    }
  }, mode)
}

/** The modal's dialog inside <walletdock-modal>'s shadow root (Playwright pierces open shadow roots). */
export const dialog = (page: Page) => page.getByRole('dialog')
/** The modal's own dialog, also while the Devnet Wallet's prompt (a dialog of the page) is open beside it. */
export const modalDialog = (page: Page) => page.locator('walletdock-modal').getByRole('dialog')
/** The Devnet Wallet's own prompt, and Walletdock's warning view before it. */
export const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Devnet Wallet' })
export const approveView = (page: Page) => page.getByRole('dialog', { name: 'Approve Request' })

/** Sends a request through the demo's provider without waiting for its answer (it waits on the person). */
export function startRequest(page: Page, method: string, params: unknown) {
  return page.evaluate(
    ({ method, params }) => {
      const { walletdock } = window as unknown as {
        walletdock: { getProvider(ns: string): { request(args: unknown): Promise<unknown> } }
      }
      void walletdock
        .getProvider('eip155')
        .request({ method, params })
        .catch(() => undefined)
    },
    { method, params },
  )
}

/** Opens the modal with the host's <walletdock-button>. */
export async function openModal(page: Page): Promise<void> {
  await page.locator('walletdock-button').getByRole('button').click()
  try {
    await expect(dialog(page)).toBeVisible()
  } catch (error) {
    // Once, on a busy CI machine, a first open in a new browser context showed no dialog in 10 s; the tab's state
    // then says whether the UI had mounted, the open was recorded, or the core had failed.
    throw new Error(`${(error as Error).message}\nthe tab then: ${await tabStateSummary(page)}`)
  }
  await waitForStillModal(page)
}

/** Opens the modal and closes it with Escape, `times` times over; each time the dialog is gone before the next. */
export async function openAndClose(page: Page, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await openModal(page)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
  }
}

/** What the page's Walletdock tab holds (its store) and whether its UI is mounted, for a failure's message. */
function tabStateSummary(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const { walletdock } = window as unknown as {
        walletdock?: { store: { getState(): Record<string, unknown> } }
      }
      const state = walletdock?.store.getState()
      return JSON.stringify({
        uiMounted: (document.querySelector('walletdock-modal')?.shadowRoot?.childElementCount ?? 0) > 0,
        stack: state?.stack,
        openRequest: state ? 'openRequest' in state && state.openRequest !== undefined : undefined,
        loading: state?.loading,
        fatal: state?.fatal ? String((state.fatal as { error: unknown }).error) : null,
        snapshot: state ? state.snapshot !== null && state.snapshot !== undefined : undefined,
      })
    })
    .catch((error: unknown) => `unreadable (${String(error)})`)
}

/**
 * Waits until the modal's buttons have kept their places for 8 frames (at most 5 s). Right after opening, the
 * Connect list still grows as wallets announce themselves, the directory answers and the remote configuration
 * adds the e-mail field. Playwright checks its target before pressing, but a row that moves between the press
 * and the release turns the click into one on their common parent, which nothing answers.
 */
export async function waitForStillModal(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deadline = performance.now() + 5_000
        let last = ''
        let still = 0
        const look = () => {
          const root = document.querySelector('walletdock-modal')?.shadowRoot
          const boxes = [...(root?.querySelectorAll('[role=dialog] button, [role=dialog] input') ?? [])].map(
            (element) => {
              const box = element.getBoundingClientRect()
              return `${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.height)}`
            },
          )
          const now = boxes.join(';')
          still = now === last && boxes.length > 0 ? still + 1 : 0
          last = now
          if (still >= 8 || performance.now() > deadline) resolve()
          else requestAnimationFrame(look)
        }
        requestAnimationFrame(look)
      }),
  )
}

/** Connects the devnet wallet from the Connect view (the wallet must be in 'approve' mode). */
export async function connectDevnetWallet(page: Page): Promise<void> {
  await openModal(page)
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
}

/** The balance of `address` on a devnet chain, formatted as the Account view shows it. */
export async function chainBalance(port = 8545, address = DEV_ADDRESS): Promise<string> {
  const client = createPublicClient({ transport: http(`http://127.0.0.1:${port}`) })
  const wei = await client.getBalance({ address: address as `0x${string}` })
  const [whole, fraction = ''] = formatUnits(wei, 18).split('.')
  const trimmed = fraction.slice(0, 4).replace(/0+$/, '')
  // Grouped as the modal groups every number (en-US, the demo's locale).
  const grouped = BigInt(whole ?? '0').toLocaleString('en-US')
  return trimmed ? `${grouped}.${trimmed}` : grouped
}

/** Stops or starts a devnet chain through the devnet control server. */
export async function setChainRunning(chainId: number, running: boolean): Promise<void> {
  const reply = await fetch(`${CONTROL_URL}/chains/${chainId}/${running ? 'start' : 'stop'}`, {
    method: 'POST',
  })
  if (!reply.ok) throw new Error(`devnet control: ${reply.status} ${await reply.text()}`)
}

/** Playwright's test with an option that removes SharedWorker before any page script runs (the fallback path). */
export const test = base.extend<{ noSharedWorker: boolean }>({
  noSharedWorker: [false, { option: true }],
  context: async ({ context, noSharedWorker }, use) => {
    if (noSharedWorker) {
      await context.addInitScript(() => {
        Reflect.deleteProperty(window, 'SharedWorker')
      })
    }
    await use(context)
  },
})
export { expect }

/** Listens where a stopped chain was and counts connection attempts, closing each at once (a dead node). */
export async function countConnections(port: number): Promise<{ count(): number; close(): Promise<void> }> {
  const { createServer } = await import('node:net')
  let attempts = 0
  const server = createServer((socket) => {
    attempts += 1
    socket.destroy()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return { count: () => attempts, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

type DevnetWalletHandle = {
  getState(): { chains: KnownChain[]; chainId: number }
  setMode(mode: WalletMode): void
  selectAccount(index: number): void
}

/** The devnet wallet's own view of itself (window.devnetWallet in the page). */
export function devnetWalletState(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { devnetWallet: DevnetWalletHandle }).devnetWallet.getState(),
  )
}

/** Changes the devnet wallet's answer mode from inside the page. */
export function setDevnetWalletMode(page: Page, mode: WalletMode) {
  return page.evaluate(
    (m) => (window as unknown as { devnetWallet: DevnetWalletHandle }).devnetWallet.setMode(m),
    mode,
  )
}

/** Picks which of the devnet wallet's accounts (0–2) it shows and connects, as a person does in the extension. */
export function selectDevnetAccount(page: Page, index: number) {
  return page.evaluate(
    (i) => (window as unknown as { devnetWallet: DevnetWalletHandle }).devnetWallet.selectAccount(i),
    index,
  )
}
