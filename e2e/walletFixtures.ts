import type { BrowserContext, Page } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import {
  CONTROL_URL,
  connectDevnetWallet,
  DEV_ADDRESS,
  expect,
  initWalletMode,
  openModal,
} from './fixtures.ts'

/** The wallet specs' start: the demo connected to the Devnet Wallet, which approves every request. */
export async function openConnected({ context, page }: { context: BrowserContext; page: Page }) {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
}

/**
 * A second tab of the same browser, connected, with the modal open; `first` is brought back to the front (a
 * background tab gets almost no animation frames, so every click there would wait seconds to be stable).
 */
export async function openSecondTab(context: BrowserContext, first: Page): Promise<Page> {
  const second = await context.newPage()
  await second.goto('/')
  await expect(second.getByTestId('host-status')).toHaveText('connected')
  await openModal(second)
  await first.bringToFront()
  return second
}

/** The devnet's tokens (devnet/contracts/devTokens.ts): same addresses on both chains. */
export const DEVNET_USDC: Address = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
/** The spender the demo's test buttons name. */
export const DEMO_SPENDER: Address = '0x000000000000000000000000000000000000bEEF'
/** Dev account 1, known to the data API as bobby.devnet.id. */
export const BOBBY: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A devnet chain, read directly to compare with what the modal shows. */
export const chain = (port = 8545) => createPublicClient({ transport: http(`http://127.0.0.1:${port}`) })

/** Stops or starts the blockchain data API through the devnet control server. */
export async function setDataApiRunning(running: boolean): Promise<void> {
  const reply = await fetch(`${CONTROL_URL}/services/data-api/${running ? 'start' : 'stop'}`, {
    method: 'POST',
  })
  if (!reply.ok) throw new Error(`devnet control: ${reply.status} ${await reply.text()}`)
}

/** A quantity as the token list shows it: grouped, at most 4 fraction digits (cut). */
export function asShown(value: bigint, decimals: number): string {
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const kept = fraction.slice(0, 4).replace(/0+$/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return kept ? `${grouped}.${kept}` : grouped
}

/** The USDC balance of `owner` on chain A, as the token list shows it. */
export async function usdcShown(owner: Address = DEV_ADDRESS as Address): Promise<string> {
  const raw = await chain().readContract({
    address: DEVNET_USDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
  return asShown(raw, 6)
}

/** The ETH balance of `owner` on chain A, as the token list shows it. */
export async function ethShown(owner: Address = DEV_ADDRESS as Address): Promise<string> {
  return asShown(await chain().getBalance({ address: owner }), 18)
}
