import { parseEther, toHex, verifyMessage } from 'viem'
import {
  chainA,
  codeFor,
  enterCode,
  hostRequest,
  logIn,
  mailCount,
  newEmail,
  submitEmail,
  test,
} from './emailFixtures.ts'
import { approveView, dialog, expect, openModal, setChainRunning } from './fixtures.ts'

// E-mail login across tabs that are already open (issue 13 'in every tab'). With SharedWorker every tab mirrors
// one core; in the dedicated-worker fallback each tab runs its own core and the login cache reaches the others
// as a shared field of the leader's sync (src/stateStamps.ts), so both projects must show the same.

/** Listens where a stopped chain was and never answers: calls to it hang (a node that stopped responding). */
async function hangingNode(port: number): Promise<{ close(): Promise<void> }> {
  const { createServer } = await import('node:net')
  const sockets = new Set<import('node:net').Socket>()
  const server = createServer((socket) => void sockets.add(socket))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

test.describe('e-mail login in tabs already open', () => {
  test('a login in one tab shows its e-mail in the other without a reload; the code cooldown holds in both', async ({
    context,
    page,
  }) => {
    const email = newEmail('open-tabs')
    const other = await context.newPage()
    await page.goto('/')
    await other.goto('/')
    await expect(other.getByTestId('host-status')).toHaveText('disconnected')
    // The other tab waits on Connect: it must follow the login to Account, e-mail row included.
    await openModal(other)
    await expect(dialog(other).getByLabel('Email', { exact: true })).toBeVisible()

    await openModal(page)
    const seen = await mailCount(page, email)
    await submitEmail(page, email)
    await expect(dialog(page).getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
    await enterCode(page, await codeFor(page, email, seen))
    await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })

    await expect(other.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
    await expect(dialog(other).getByRole('button', { name: `Edit email ${email}` })).toBeVisible()

    // A code sent from one tab starts the 30 s cooldown in every tab: the other cannot have one sent at once.
    await dialog(page)
      .getByRole('button', { name: `Edit email ${email}` })
      .click()
    await dialog(page).getByLabel('New email address').fill(newEmail('open-tabs-new'))
    const beforeUpdate = await mailCount(page, email)
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Confirm Current Email' })).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled()
    await codeFor(page, email, beforeUpdate)
    const sent = await mailCount(page, email)

    await dialog(other)
      .getByRole('button', { name: `Edit email ${email}` })
      .click()
    await dialog(other).getByLabel('New email address').fill(newEmail('open-tabs-other'))
    await dialog(other).getByRole('button', { name: 'Save' }).click()
    await expect(dialog(other).getByRole('alert')).toHaveText('Wait before asking for another code')
    await expect(dialog(other).getByRole('heading', { name: 'Edit Email' })).toBeVisible()
    expect(await mailCount(other, email)).toBe(sent)
  })

  test('the tab whose frame is sending closes mid-request: the other tab keeps the session and signs; nothing stored is lost', async ({
    context,
    page,
  }) => {
    test.setTimeout(120_000)
    const email = newEmail('closing')
    const address = (await logIn(page, email)) as `0x${string}`
    await page.keyboard.press('Escape')
    const other = await context.newPage()
    await other.goto('/')
    await expect(other.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })

    // The chain stops answering, so a transaction the first tab approves stays with its frame.
    await setChainRunning(31337, false)
    const node = await hangingNode(8545)
    try {
      const to = '0x000000000000000000000000000000000000dEaD'
      const sending = hostRequest(page, 'eth_sendTransaction', [
        { from: address, to, value: toHex(parseEther('0.001')) },
      ]).catch(() => 'ended')
      await expect(approveView(page)).toBeVisible()
      await approveView(page).getByRole('button', { name: 'Approve', exact: true }).click()
      // A second request waits for the person in the same tab when it closes.
      const waiting = hostRequest(page, 'personal_sign', [toHex('left waiting'), address]).catch(
        () => 'ended',
      )
      await expect(approveView(page).getByText(/left waiting/)).toBeVisible()
      await page.close()
      void sending
      void waiting
    } finally {
      await node.close()
      await setChainRunning(31337, true)
    }

    // The other tab is still connected, and its own frame signs and sends.
    await expect(other.getByTestId('host-status')).toHaveText('connected')
    await expect(other.getByTestId('host-address')).toHaveText(address)
    const message = toHex('signed after the other tab closed')
    const signature = hostRequest(other, 'personal_sign', [message, address])
    await expect(approveView(other)).toBeVisible()
    await expect(approveView(other).getByText(/signed after the other tab closed/)).toBeVisible()
    await approveView(other).getByRole('button', { name: 'Approve', exact: true }).click()
    expect(
      await verifyMessage({
        address,
        message: { raw: message },
        signature: (await signature) as `0x${string}`,
      }),
    ).toBe(true)
    const to = '0x000000000000000000000000000000000000bEEF'
    const before = await chainA.getBalance({ address: to })
    const sent = hostRequest(other, 'eth_sendTransaction', [{ from: address, to, value: toHex(1000n) }])
    await expect(approveView(other)).toBeVisible()
    await approveView(other).getByRole('button', { name: 'Approve', exact: true }).click()
    const receipt = await chainA.waitForTransactionReceipt({ hash: (await sent) as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await chainA.getBalance({ address: to })).toBe(before + 1000n)

    // Nothing stored was lost: a reload is connected without a code, with its e-mail.
    await other.reload()
    await expect(other.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
    await openModal(other)
    await expect(dialog(other).getByRole('button', { name: `Edit email ${email}` })).toBeVisible()
  })
})
