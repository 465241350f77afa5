import type { Page } from '@playwright/test'
import {
  connectDevnetWallet,
  DEV_ADDRESS,
  dialog,
  expect,
  initWalletMode,
  openModal,
  test,
} from './fixtures.ts'

/** Console warnings of the page's dedicated workers (the cores of the fallback). */
function watchWorkerWarnings(page: Page): string[] {
  const warnings: string[] = []
  page.on('worker', (worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    }),
  )
  return warnings
}

// The dedicated-worker fallback (no SharedWorker): the cores of the tabs talk over a BroadcastChannel that any
// script of the site can post on. What such a script forges must change nothing.
test.describe('the dedicated-worker fallback’s channel', () => {
  test.use({ noSharedWorker: true })

  test('messages a page script forges on the sync channel are dropped with a warning and change nothing', async ({
    context,
    page,
  }) => {
    await initWalletMode(context, 'approve')
    const warnings = watchWorkerWarnings(page)
    await page.goto('/')
    await connectDevnetWallet(page)
    const other = await context.newPage()
    const otherWarnings = watchWorkerWarnings(other)
    await other.goto('/')
    await expect(other.getByTestId('host-status')).toHaveText('connected')

    const forged = await other.evaluate((address) => {
      const shared = {
        activeNamespace: 'eip155',
        activeCaipNetworkId: 'eip155:31337',
        balance: null,
        recentWallets: [],
        unsupportedChain: false,
      }
      const evil = `0x${'0bad'.repeat(10)}`
      const body = (message: unknown) => JSON.stringify(message)
      const mac = 'f'.repeat(64)
      // Claiming to be a newer build: a core that believed it would hand over the session.
      const build = { id: 'forged-build', time: Date.now() * 2 }
      const messages = [
        // A forged leader's state: another account connected, then everything disconnected.
        {
          walletdock: 1,
          build,
          body: body({
            kind: 'state',
            from: 'evil',
            leader: true,
            state: {
              ...shared,
              connections: {
                eip155: {
                  status: 'connected',
                  connectorId: 'evil',
                  address: evil,
                  caipNetworkId: 'eip155:31337',
                },
              },
            },
          }),
          mac,
        },
        {
          walletdock: 1,
          build,
          body: body({ kind: 'state', from: 'evil', leader: true, state: { ...shared, connections: {} } }),
          mac,
        },
        // A forged follower's call: the leader must not disconnect (nor run anything) for it.
        {
          walletdock: 1,
          build,
          body: body({
            kind: 'ask',
            from: 'evil',
            to: null,
            id: 'forged-call',
            name: 'intent',
            payload: { name: 'disconnect', params: {}, tabId: 'any' },
          }),
          mac,
        },
        // A forged reply to a call, and the message format before signing existed.
        {
          walletdock: 1,
          build,
          body: body({ kind: 'answer', from: 'evil', to: 'x', id: 'y', ok: true, value: address }),
          mac,
        },
        { kind: 'state', state: { ...shared, connections: {} } },
      ]
      const channel = new BroadcastChannel('walletdock-sync')
      for (const message of messages) channel.postMessage(message)
      channel.close()
      return messages.length
    }, DEV_ADDRESS)

    // Each tab's core saw every forged message and said so in the console.
    await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(forged)
    await expect.poll(() => otherWarnings.length).toBeGreaterThanOrEqual(forged)
    expect(warnings.every((w) => w.startsWith('Walletdock: ignored a message on the sync channel'))).toBe(
      true,
    )
    for (const tab of [page, other]) {
      await expect(tab.getByTestId('host-status')).toHaveText('connected')
      await expect(tab.getByTestId('host-address')).toHaveText(DEV_ADDRESS)
    }
    // Still one live session: a disconnect made for real reaches the other tab.
    await openModal(other)
    await dialog(other).getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  })
})
