import {
  connectDevnetWallet,
  DEV_ADDRESS,
  dialog,
  expect,
  initWalletMode,
  test,
  waitForStillModal,
} from './fixtures.ts'

type Provider = {
  request(args: { method: string }): Promise<unknown>
  on(event: string, listener: (value: unknown) => void): unknown
}
type Window = { walletdock: { getProvider(): Provider; ready: Promise<void> } }

test('eth_requestAccounts while disconnected opens the modal and answers once the person connects', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  const accounts = page.evaluate(() =>
    (window as unknown as Window).walletdock.getProvider().request({ method: 'eth_requestAccounts' }),
  )
  await expect(dialog(page)).toBeVisible()
  await waitForStillModal(page)
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  expect(await accounts).toEqual([DEV_ADDRESS])
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
})

test('eth_requestAccounts is refused with 4001 when the person closes the modal', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  const outcome = page.evaluate(() =>
    (window as unknown as Window).walletdock
      .getProvider()
      .request({ method: 'eth_requestAccounts' })
      .then(
        () => 'resolved',
        (e: { name: string; code: number }) => `${e.name} ${e.code}`,
      ),
  )
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await outcome).toBe('UserRejectedRequestError 4001')
})

test('the provider tells a second tab of a connection made in the first: connect, then accountsChanged', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  const tabB = await context.newPage()
  await tabB.goto('/')
  await tabB.evaluate(() => (window as unknown as Window).walletdock.ready)
  await tabB.evaluate(() => {
    const events: unknown[] = []
    Object.assign(window, { providerEvents: events })
    const provider = (window as unknown as Window).walletdock.getProvider()
    for (const name of ['connect', 'accountsChanged', 'chainChanged', 'disconnect'])
      provider.on(name, (value) => events.push([name, value]))
  })
  await page.bringToFront()
  await connectDevnetWallet(page)
  await expect
    .poll(() => tabB.evaluate(() => (window as unknown as { providerEvents: unknown[] }).providerEvents))
    .toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [DEV_ADDRESS]],
    ])
})
