import type { BrowserContext, Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import {
  approveView,
  connectDevnetWallet,
  DEV_ADDRESS,
  dialog,
  expect,
  initWalletMode,
  setChainRunning,
  setDevnetWalletMode,
  startRequest,
  test,
  walletPrompt,
} from './fixtures.ts'
import { chain, DEMO_SPENDER, DEVNET_USDC } from './walletFixtures.ts'

test.afterEach(async () => {
  await setChainRunning(31337, true)
})

/** The demo connected to the Devnet Wallet, the modal closed, and the wallet asking the person from now on. */
async function connectedHost({ context, page }: { context: BrowserContext; page: Page }, path = '/') {
  await initWalletMode(context, 'approve')
  await page.goto(path)
  await connectDevnetWallet(page)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await setDevnetWalletMode(page, 'manual')
}

// The Devnet Wallet's own prompt (outside the modal, like an extension's popup) and Walletdock's view.
const modalDialogs = (page: Page) => page.locator('walletdock-modal').getByRole('dialog')

/** The transaction hash the demo printed, once it landed successfully on chain A. */
async function landed(page: Page) {
  await expect(page.getByTestId('host-request')).toHaveText(/^Result: 0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('host-request').textContent())?.slice(
    'Result: '.length,
  ) as `0x${string}`
  return chain().waitForTransactionReceipt({ hash, pollingInterval: 100 })
}

const allowance = () =>
  chain().readContract({
    address: DEVNET_USDC,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [DEV_ADDRESS as `0x${string}`, DEMO_SPENDER],
  })

test('an ordinary eth_sendTransaction goes straight to the wallet prompt (one confirmation) and lands', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  await page.getByRole('button', { name: /Send 0.01 ETH/ }).click()
  const prompt = walletPrompt(page)
  await expect(prompt).toBeVisible()
  await expect(prompt).toHaveAttribute('data-method', 'eth_sendTransaction')
  await expect(prompt.getByText('0.01 ETH')).toBeVisible()
  // Nothing of Walletdock's in between: the wallet's prompt is the one confirmation.
  await expect(modalDialogs(page)).toHaveCount(0)
  await prompt.getByRole('button', { name: 'Approve' }).click()
  const receipt = await landed(page)
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(DEMO_SPENDER.toLowerCase())
  await expect(modalDialogs(page)).toHaveCount(0)
})

test('an ordinary personal_sign goes straight to the wallet prompt and the signature verifies', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  await page.getByRole('button', { name: 'Sign "Hello from the demo host"', exact: true }).click()
  const prompt = walletPrompt(page)
  await expect(prompt).toHaveAttribute('data-method', 'personal_sign')
  await expect(prompt.getByText('Hello from the demo host')).toBeVisible()
  await expect(modalDialogs(page)).toHaveCount(0)
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('host-signature')).toHaveText(`Signature verified for ${DEV_ADDRESS}`)
})

test('an unlimited approve shows the warning first and reaches the wallet only after the deliberate confirmation', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  await page.getByRole('button', { name: /unlimited USDC approval/ }).click()
  const approve = approveView(page)
  const warning = approve.getByTestId('approval-warning')
  await expect(warning).toContainText('Unlimited approval of USDC')
  await expect(warning).toContainText(DEMO_SPENDER)
  await expect(approve.getByRole('button', { name: 'Approve anyway' })).toBeDisabled()
  await expect(walletPrompt(page)).toHaveCount(0)

  await approve.getByLabel('I understand the risk and want to approve anyway').check()
  await approve.getByRole('button', { name: 'Approve anyway' }).click()
  const prompt = walletPrompt(page)
  await expect(prompt).toHaveAttribute('data-method', 'eth_sendTransaction')
  await prompt.getByRole('button', { name: 'Approve' }).click()
  expect((await landed(page)).status).toBe('success')
  expect(await allowance()).toBe(maxUint256)
})

test('an unlimited approve refused in the warning view fails with 4001 and never reaches the wallet', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  const before = await allowance()
  await page.getByRole('button', { name: /unlimited USDC approval/ }).click()
  const approve = approveView(page)
  await expect(approve.getByTestId('approval-warning')).toContainText('Unlimited approval of USDC')
  await approve.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('host-request')).toHaveText('Error 4001: User rejected the request.')
  await expect(walletPrompt(page)).toHaveCount(0)
  expect(await allowance()).toBe(before)
})

test("with confirmRequests 'all' an ordinary send shows the view first, then the wallet prompt, and lands", async ({
  context,
  page,
}) => {
  await connectedHost({ context, page }, '/?confirmRequests=all')
  await page.getByRole('button', { name: /Send 0.01 ETH/ }).click()
  const approve = approveView(page)
  await expect(approve.getByText('0.01 ETH')).toBeVisible()
  await expect(approve.getByText(DEMO_SPENDER)).toBeVisible()
  await expect(approve.getByTestId('approval-warning')).toHaveCount(0)
  await expect(walletPrompt(page)).toHaveCount(0)
  await approve.getByRole('button', { name: 'Approve', exact: true }).click()
  const prompt = walletPrompt(page)
  await expect(prompt).toHaveAttribute('data-method', 'eth_sendTransaction')
  await prompt.getByRole('button', { name: 'Approve' }).click()
  expect((await landed(page)).status).toBe('success')
})

test('a disallowed method is refused with code 4200 and the spec text, and the page says Action not allowed', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  await page.getByRole('button', { name: /disallowed method/ }).click()
  await expect(page.getByTestId('host-request')).toHaveText('Error 4200: Requested RPC call is not allowed')
  await expect(page.getByTestId('snackbar')).toHaveText('Action not allowed')
})

/** What the demo's provider rejects a request with, as a host's code sees it. */
function providerError(page: Page, method: string, params?: unknown) {
  return page.evaluate(
    async ({ method, params }) => {
      const { walletdock } = window as unknown as {
        walletdock: { getProvider(ns: string): { request(args: unknown): Promise<unknown> } }
      }
      try {
        return { result: await walletdock.getProvider('eip155').request({ method, params }) }
      } catch (error) {
        const e = error as { name: string; code?: number; shortMessage?: string }
        return { name: e.name, code: e.code, shortMessage: e.shortMessage }
      }
    },
    { method, params },
  )
}

test('provider errors carry EIP-1193 codes: 4100 with no wallet, 4901 when the chain is unreachable', async ({
  page,
}) => {
  await page.goto('/')
  expect(await providerError(page, 'personal_sign', ['0x01', DEV_ADDRESS])).toEqual({
    name: 'NotConnectedError',
    code: 4100,
    shortMessage: 'No wallet is connected',
  })
  await setChainRunning(31337, false)
  expect(await providerError(page, 'eth_blockNumber')).toEqual({
    name: 'ChainDisconnectedError',
    code: 4901,
    shortMessage: 'The network could not be reached',
  })
})

test('a request still waiting in the view when the wallet disconnects fails with 4900 and never reaches it', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page }, '/?confirmRequests=all')
  await page.getByRole('button', { name: /Send 0.01 ETH/ }).click()
  await expect(approveView(page).getByText('0.01 ETH')).toBeVisible()
  await page.evaluate(() =>
    (window as unknown as { walletdock: { disconnect(): Promise<void> } }).walletdock.disconnect(),
  )
  await expect(page.getByTestId('host-request')).toHaveText('Error 4900: The wallet disconnected')
  await expect(walletPrompt(page)).toHaveCount(0)
})

test('risky requests however spelled warn before the wallet prompt: a Permit2 signature, an EIP-2612 permit, an uppercase-selector unlimited approve; eth_sign is refused', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  const permit2 = {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      PermitDetails: [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint160' },
        { name: 'expiration', type: 'uint48' },
        { name: 'nonce', type: 'uint48' },
      ],
      PermitSingle: [
        { name: 'details', type: 'PermitDetails' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
    },
    primaryType: 'PermitSingle',
    domain: {
      name: 'Permit2',
      chainId: 31337,
      verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
    },
    message: {
      details: { token: DEVNET_USDC, amount: (2n ** 160n - 1n).toString(), expiration: 1, nonce: 0 },
      spender: DEMO_SPENDER,
      sigDeadline: 1,
    },
  }
  const eip2612 = {
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: { name: 'USD Coin', chainId: 31337, verifyingContract: DEVNET_USDC },
    // `value` is declared and unlimited in practice (2^100); an undeclared small `amount` must not hide it.
    message: {
      owner: DEV_ADDRESS,
      spender: DEMO_SPENDER,
      value: (2n ** 100n).toString(),
      nonce: 0,
      deadline: 1,
      amount: '1',
    },
  }
  const approveData = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [DEMO_SPENDER, maxUint256],
  })
  const upper = `0x${approveData.slice(2).toUpperCase()}`
  const risky: [string, unknown][] = [
    ['eth_signTypedData_v4', [DEV_ADDRESS, JSON.stringify(permit2)]],
    ['eth_signTypedData_v4', [DEV_ADDRESS, JSON.stringify(eip2612)]],
    ['eth_sendTransaction', [{ from: DEV_ADDRESS, to: DEVNET_USDC, data: upper }]],
  ]
  for (const [method, params] of risky) {
    await startRequest(page, method, params)
    const approve = approveView(page)
    await expect(approve.getByTestId('approval-warning')).toContainText('Unlimited approval of USDC')
    await expect(approve.getByTestId('approval-warning')).toContainText(DEMO_SPENDER)
    await expect(approve.getByRole('button', { name: 'Approve anyway' })).toBeDisabled()
    await expect(walletPrompt(page)).toHaveCount(0)
    await approve.getByRole('button', { name: 'Reject' }).click()
    await expect(approveView(page)).toHaveCount(0)
  }
  expect(await providerError(page, 'eth_sign', [DEV_ADDRESS, `0x${'11'.repeat(32)}`])).toEqual({
    name: expect.any(String),
    code: 4200,
    shortMessage: 'Requested RPC call is not allowed',
  })
  await expect(walletPrompt(page)).toHaveCount(0)
})
