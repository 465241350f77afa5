import type { Browser, BrowserContext } from '@playwright/test'
import {
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import {
  chainA,
  chainB,
  codeFor,
  emailField,
  enterCode,
  hostRequest,
  logIn,
  mailCount,
  mailTo,
  newEmail,
  submitEmail,
  test,
} from './emailFixtures.ts'
import { approveView, dialog, expect, openModal } from './fixtures.ts'

// E-mail login through the devnet's secure site (issue 13): the demo's frame, its auth server and a real
// SMTP server whose mailbox API the tests read codes and device links from, as a person reads their e-mail.

/** A new browser context (a new device) set up as the project's own `context` fixture is. */
async function newDevice(browser: Browser, noSharedWorker: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:5173/', locale: 'en-US' })
  if (noSharedWorker)
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'SharedWorker')
    })
  return context
}

test.describe('e-mail login', () => {
  test('log in with the code; a second tab is connected without one; reload restores; disconnect clears', async ({
    context,
    page,
  }) => {
    const email = newEmail('ada')
    const address = await logIn(page, email)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const second = await context.newPage()
    await second.goto('/')
    await expect(second.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
    await expect(second.getByTestId('host-address')).toHaveText(address)

    await page.reload()
    await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
    await expect(page.getByTestId('host-address')).toHaveText(address)
    await openModal(page)
    await expect(dialog(page).getByRole('button', { name: `Edit email ${email}` })).toBeVisible()

    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('host-status')).toHaveText('disconnected')
    await expect(second.getByTestId('host-status')).toHaveText('disconnected')
    // Signed out of the frame too: a reload does not log back in, and the e-mail field is there again.
    await page.reload()
    await openModal(page)
    await expect(emailField(page)).toBeVisible()
    await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  })

  test('sign a message and send a transaction through ApproveTransaction; an unlimited approval warns', async ({
    page,
  }) => {
    const address = (await logIn(page, newEmail('sign'))) as `0x${string}`
    await page.keyboard.press('Escape')

    const message = toHex('Walletdock e-mail login')
    const signature = hostRequest(page, 'personal_sign', [message, address])
    await expect(approveView(page)).toBeVisible()
    await approveView(page).getByRole('button', { name: 'Approve', exact: true }).click()
    expect(
      await verifyMessage({
        address,
        message: { raw: message },
        signature: (await signature) as `0x${string}`,
      }),
    ).toBe(true)

    const to = '0x000000000000000000000000000000000000dEaD'
    const before = await chainA.getBalance({ address: to })
    const sent = hostRequest(page, 'eth_sendTransaction', [
      { from: address, to, value: toHex(parseEther('0.001')) },
    ])
    await expect(approveView(page)).toBeVisible()
    await approveView(page).getByRole('button', { name: 'Approve', exact: true }).click()
    const hash = (await sent) as `0x${string}`
    const receipt = await chainA.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await chainA.getBalance({ address: to })).toBe(before + parseEther('0.001'))

    // An unlimited approval asked by the host: the warning shows before anything reaches the frame.
    const approval = hostRequest(page, 'eth_sendTransaction', [
      {
        from: address,
        to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [to, maxUint256] }),
      },
    ]).then(
      () => 'sent',
      (error: unknown) => String(error),
    )
    await expect(approveView(page).getByText(/Unlimited approval of/)).toBeVisible()
    await approveView(page).getByRole('button', { name: 'Reject' }).click()
    expect(await approval).toContain('User rejected the request.')
  })

  test('the tab that logged in closes: another tab’s frame signs typed data and sends a batch of calls', async ({
    context,
    page,
  }) => {
    const address = (await logIn(page, newEmail('tabs'))) as `0x${string}`
    const second = await context.newPage()
    await second.goto('/')
    await expect(second.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
    // The frame the login ran in goes with its tab; the session lives on in the second tab's frame.
    await page.close()

    const typedData = {
      domain: { name: 'Walletdock', version: '1', chainId: 31337 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'signed by another tab’s frame' },
    } as const
    const signature = hostRequest(second, 'eth_signTypedData_v4', [
      address,
      JSON.stringify({
        ...typedData,
        types: {
          ...typedData.types,
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
          ],
        },
      }),
    ])
    await expect(approveView(second)).toBeVisible()
    await approveView(second).getByRole('button', { name: 'Approve', exact: true }).click()
    expect(
      await verifyTypedData({ address, ...typedData, signature: (await signature) as `0x${string}` }),
    ).toBe(true)

    const capabilities = (await hostRequest(second, 'wallet_getCapabilities', [address])) as Record<
      string,
      { atomic?: { status: string } }
    >
    expect(capabilities[toHex(31337)]?.atomic?.status).toBe('supported')

    const to = [
      '0x000000000000000000000000000000000000bEEF',
      '0x000000000000000000000000000000000000cafE',
    ] as const
    const before = await Promise.all(to.map((a) => chainA.getBalance({ address: a })))
    const batch = hostRequest(second, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        from: address,
        chainId: toHex(31337),
        atomicRequired: false,
        calls: to.map((a) => ({ to: a, value: toHex(parseEther('0.002')) })),
      },
    ])
    await expect(approveView(second)).toBeVisible()
    await approveView(second).getByRole('button', { name: 'Approve', exact: true }).click()
    const { id } = (await batch) as { id: string }
    await expect
      .poll(
        async () => ((await hostRequest(second, 'wallet_getCallsStatus', [id])) as { status: number }).status,
      )
      .toBe(200)
    const after = await Promise.all(to.map((a) => chainA.getBalance({ address: a })))
    expect(after).toEqual(before.map((b) => b + parseEther('0.002')))
  })

  test('switching network moves the embedded wallet: a transaction then lands on the other chain', async ({
    page,
  }) => {
    const address = (await logIn(page, newEmail('switch'))) as `0x${string}`
    await page.keyboard.press('Escape')
    await page.evaluate(() =>
      (
        window as unknown as { walletdock: { switchNetwork(id: string): Promise<void> } }
      ).walletdock.switchNetwork('eip155:31338'),
    )
    await expect(page.getByTestId('host-network')).toHaveText('eip155:31338')
    const to = '0x000000000000000000000000000000000000bEEF'
    const before = await chainB.getBalance({ address: to })
    const sent = hostRequest(page, 'eth_sendTransaction', [{ from: address, to, value: toHex(1000n) }])
    await expect(approveView(page)).toBeVisible()
    await approveView(page).getByRole('button', { name: 'Approve', exact: true }).click()
    const receipt = await chainB.waitForTransactionReceipt({ hash: (await sent) as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await chainB.getBalance({ address: to })).toBe(before + 1000n)
  })

  test('a wrong code says so; resend is disabled for 30 s, then sends a new code that logs in', async ({
    page,
  }) => {
    const email = newEmail('retry')
    await page.goto('/')
    await openModal(page)
    await submitEmail(page, 'not-an-address')
    await expect(dialog(page).getByRole('alert')).toHaveText('Enter a valid email address')
    const seen = await mailCount(page, email)
    await submitEmail(page, email)
    await expect(dialog(page).getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
    const code = await codeFor(page, email, seen)
    // The cooldown counts down on a disabled button.
    const resend = dialog(page).getByRole('button', { name: /^Resend code in \d+s$/ })
    await expect(resend).toBeDisabled()
    const first = Number((await resend.textContent())?.match(/\d+/)?.[0])
    expect(first).toBeGreaterThan(20)
    expect(first).toBeLessThanOrEqual(30)
    await expect(resend).not.toHaveText(`Resend code in ${first}s`, { timeout: 3_000 })

    await enterCode(page, code === '000000' ? '111111' : '000000')
    await expect(dialog(page).getByRole('alert')).toBeVisible()
    await expect(page.getByTestId('host-status')).toHaveText('disconnected')

    // Nothing was sent while it counted down; once the 30 s are out, Resend sends a new code (the suite's one
    // real 30 s wait), and the countdown starts again.
    expect(await mailCount(page, email)).toBe(seen + 1)
    const again = dialog(page).getByRole('button', { name: 'Resend code', exact: true })
    await expect(again).toBeEnabled({ timeout: 35_000 })
    await again.click()
    const fresh = await codeFor(page, email, seen + 1)
    await expect(resend).toBeDisabled()
    expect(await mailCount(page, email)).toBe(seen + 2)
    // The new code logs in (the site keeps one code per address: the first one is void now).
    await enterCode(page, fresh)
    await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  })

  test('a new device is approved by the e-mail link, then logs in with a code', async ({
    browser,
    page,
    noSharedWorker,
  }) => {
    const email = newEmail('device')
    await logIn(page, email)

    const device = await newDevice(browser, noSharedWorker)
    try {
      const other = await device.newPage()
      await other.goto('/')
      await openModal(other)
      const seen = await mailCount(other, email)
      await submitEmail(other, email)
      await expect(dialog(other).getByRole('heading', { name: 'Register Device' })).toBeVisible()
      const mail = await mailTo(other, email, (m) => !!m.link, seen)
      const approval = await other.request.get(mail.link ?? '')
      expect(approval.ok()).toBe(true)
      // The view goes on by itself once the device is approved.
      await expect(dialog(other).getByRole('heading', { name: 'Confirm Email' })).toBeVisible({
        timeout: 40_000,
      })
      await enterCode(other, await codeFor(other, email, seen + 1))
      await expect(other.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
    } finally {
      await device.close()
    }
  })

  test('update e-mail: the current address’s code, then the new one’s', async ({ page }) => {
    const email = newEmail('old')
    const next = newEmail('new')
    await logIn(page, email)
    await dialog(page)
      .getByRole('button', { name: `Edit email ${email}` })
      .click()
    await expect(dialog(page).getByRole('heading', { name: 'Edit Email' })).toBeVisible()
    const seenOld = await mailCount(page, email)
    const seenNew = await mailCount(page, next)
    await dialog(page).getByLabel('New email address').fill(next)
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Confirm Current Email' })).toBeVisible()
    await enterCode(page, '000000')
    await expect(dialog(page).getByRole('alert')).toBeVisible()
    await enterCode(page, await codeFor(page, email, seenOld))
    await expect(dialog(page).getByRole('heading', { name: 'Confirm New Email' })).toBeVisible()
    await enterCode(page, await codeFor(page, next, seenNew))
    await expect(dialog(page).getByRole('button', { name: `Edit email ${next}` })).toBeVisible()
    await page.reload()
    await openModal(page)
    await expect(dialog(page).getByRole('button', { name: `Edit email ${next}` })).toBeVisible()
  })

  test('the secure site down: the spec’s error within 20 s, forged frame messages ignored, wallets still work', async ({
    context,
    page,
  }) => {
    test.setTimeout(90_000)
    // A page of another origin that claims to be the frame, and the host page's own window: neither counts.
    await page.route('http://127.0.0.1:8598/evil', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>
          const forge = () => {
            parent.postMessage({ type: '@walletdock-frame/FRAME_READY' }, '*')
            parent.postMessage({ type: '@walletdock-frame/CONNECT_EMAIL_SUCCESS', id: 'forged-id-1', payload: { action: 'CONNECT' } }, '*')
          }
          setInterval(forge, 200)
        </script>`,
      }),
    )
    await page.goto('/?secureSite=http://127.0.0.1:8599')
    await page.evaluate(() => {
      const evil = document.createElement('iframe')
      evil.src = 'http://127.0.0.1:8598/evil'
      document.body.append(evil)
      setInterval(() => window.postMessage({ type: '@walletdock-frame/FRAME_READY' }, '*'), 200)
    })
    await openModal(page)
    const started = Date.now()
    await submitEmail(page, newEmail('down'))
    await expect(dialog(page).getByRole('alert')).toHaveText('Unable to load email login dependency', {
      timeout: 25_000,
    })
    expect(Date.now() - started).toBeLessThan(25_000)
    await expect(page.getByTestId('host-status')).toHaveText('disconnected')

    // The rest of the modal works: the injected wallet connects.
    await page.evaluate(() => localStorage.setItem('devnet-wallet:mode', 'approve'))
    await dialog(page)
      .getByRole('button', { name: /Devnet Wallet/ })
      .click()
    await expect(page.getByTestId('host-status')).toHaveText('connected')
    expect(context.pages()).toHaveLength(1)
  })
})
