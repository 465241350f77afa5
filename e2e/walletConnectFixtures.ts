import type { BrowserContext, Page } from '@playwright/test'
import { DEVNET_CHAINS } from '../devnet/chains.ts'
import {
  createPhoneWallet,
  type PhoneWallet,
  type RequestAnswer,
} from '../devnet/phoneWallet/createPhoneWallet.ts'
import { createMemoryStorage } from '../devnet/phoneWallet/memoryStorage.ts'
import { DEVNET_RELAY_URL } from '../devnet/walletConnectUrls.ts'
import { CONTROL_URL, dialog, expect, openModal } from './fixtures.ts'

/** How the test's phone wallet answers; tests change it between steps. */
export type PhoneAnswers = { proposal: boolean; request: RequestAnswer }

/**
 * A WalletKit wallet in the test process, on the devnet relay, holding dev account 1 (EVM and Solana; it
 * approves Solana Devnet when the site asks for it and sends Solana transactions to the devnet's node).
 */
export type TestPhoneWallet = PhoneWallet & { answers: PhoneAnswers; requests: string[] }

let prefix = 0

/** Starts a phone wallet (close it at the end of the test). */
export async function startPhoneWallet(answers: Partial<PhoneAnswers> = {}): Promise<TestPhoneWallet> {
  const state: PhoneAnswers = { proposal: true, request: true, ...answers }
  const requests: string[] = []
  const wallet = await createPhoneWallet({
    relayUrl: DEVNET_RELAY_URL,
    projectId: 'walletdock-e2e-phone',
    chains: DEVNET_CHAINS.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name })),
    storage: createMemoryStorage(),
    customStoragePrefix: `e2e-phone-${process.pid}-${++prefix}`,
    requestQueueDelayMs: 0,
    decideProposal: async () => state.proposal,
    decideRequest: async ({ method }) => {
      requests.push(method)
      return state.request
    },
  })
  return Object.assign(wallet, { answers: state, requests })
}

/** The open sockets the devnet relay reports, from pages of the demo's origin. */
export async function browserRelaySockets(origin = 'http://127.0.0.1:5173'): Promise<number> {
  const reply = await fetch('http://127.0.0.1:8551/connections')
  const { connections } = (await reply.json()) as { connections: { origin: string | null }[] }
  return connections.filter((c) => c.origin === origin).length
}

/** Pauses or resumes the devnet relay through the control server (an unreachable relay). */
export async function setRelayRunning(running: boolean): Promise<void> {
  const reply = await fetch(`${CONTROL_URL}/services/relay/${running ? 'start' : 'stop'}`, { method: 'POST' })
  if (!reply.ok) throw new Error(`devnet control: ${reply.status} ${await reply.text()}`)
}

/** Lets the page read and write the clipboard (the copy-link control). */
export async function allowClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:5173' })
}

/** The pairing link the modal offers, read back from the clipboard after pressing its copy-link control. */
export async function copyPairingLink(page: Page): Promise<string> {
  await expect(dialog(page).getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  return page.evaluate(() => navigator.clipboard.readText())
}

/** Opens the modal on the WalletConnect QR view and returns the link it offers. */
export async function openWalletConnect(page: Page): Promise<string> {
  await openModal(page)
  await dialog(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
  return copyPairingLink(page)
}
