import type { BrowserContext, Page } from '@playwright/test'
import {
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  padHex,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import {
  approveView,
  connectDevnetWallet,
  DEV_ADDRESS,
  dialog,
  expect,
  initWalletMode,
  setDevnetWalletMode,
  startRequest,
  test,
  walletPrompt,
} from './fixtures.ts'
import { chain, DEMO_SPENDER, DEVNET_USDC } from './walletFixtures.ts'

// A risky approve hidden one level down (in a batch, a smart account's call, a Safe's delegatecall) must still
// warn before the wallet sees it, driven through the demo's provider as a host would (issue #11).

async function connectedHost({ context, page }: { context: BrowserContext; page: Page }) {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await setDevnetWalletMode(page, 'manual')
}

const wrapperAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures)',
])
// A smart account or Safe the person would be acting through; the wallet is never reached, so it need not exist.
const ACCOUNT = '0x00000000000000000000000000000000000a11ce'

test('an unlimited approve wrapped in wallet_sendCalls, execute and executeBatch warns before the wallet; a Safe delegatecall warns too', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  const approve = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [DEMO_SPENDER, maxUint256],
  })
  const execute = encodeFunctionData({
    abi: wrapperAbi,
    functionName: 'execute',
    args: [DEVNET_USDC, 0n, approve],
  })
  const executeBatch = encodeFunctionData({
    abi: wrapperAbi,
    functionName: 'executeBatch',
    args: [
      [
        { target: DEMO_SPENDER, value: 0n, data: '0x' },
        { target: DEVNET_USDC, value: 0n, data: approve },
      ],
    ],
  })
  const unlimited: [string, string, unknown][] = [
    [
      'wallet_sendCalls',
      'wallet_sendCalls',
      [
        {
          version: '2.0.0',
          from: DEV_ADDRESS,
          chainId: '0x7a69',
          calls: [
            { to: DEMO_SPENDER, value: '0x1' },
            { to: DEVNET_USDC, data: approve },
          ],
        },
      ],
    ],
    ['execute', 'eth_sendTransaction', [{ from: DEV_ADDRESS, to: ACCOUNT, data: execute }]],
    ['executeBatch', 'eth_sendTransaction', [{ from: DEV_ADDRESS, to: ACCOUNT, data: executeBatch }]],
  ]
  for (const [label, method, params] of unlimited) {
    await startRequest(page, method, params)
    const view = approveView(page)
    await expect(view.getByTestId('approval-warning'), label).toContainText('Unlimited approval of USDC')
    await expect(view.getByTestId('approval-warning'), label).toContainText(DEMO_SPENDER)
    await expect(view.getByRole('button', { name: 'Approve anyway' })).toBeDisabled()
    await expect(walletPrompt(page)).toHaveCount(0)
    await view.getByRole('button', { name: 'Reject' }).click()
    await expect(approveView(page)).toHaveCount(0)
  }

  // A Safe transaction that delegatecalls: even an exact approve inside it runs with the Safe's authority.
  const exact = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DEMO_SPENDER, 5n] })
  const delegate = encodeFunctionData({
    abi: wrapperAbi,
    functionName: 'execTransaction',
    args: [DEVNET_USDC, 0n, exact, 1, 0n, 0n, 0n, DEV_ADDRESS, DEV_ADDRESS, '0x'],
  })
  await startRequest(page, 'eth_sendTransaction', [{ from: DEV_ADDRESS, to: ACCOUNT, data: delegate }])
  const view = approveView(page)
  const warning = view.getByTestId('approval-warning')
  await expect(warning).toContainText('Your Safe would run another contract’s code as its own')
  await expect(warning).toContainText(DEVNET_USDC)
  await expect(view.getByRole('button', { name: 'Approve anyway' })).toBeDisabled()
  await expect(walletPrompt(page)).toHaveCount(0)
  await view.getByRole('button', { name: 'Reject' }).click()
  await expect(approveView(page)).toHaveCount(0)
})

/** Sends a request through the demo's provider and keeps its outcome on the page, for reading once it settles. */
function requestKeepingOutcome(page: Page, method: string, params: unknown) {
  return page.evaluate(
    ({ method, params }) => {
      const w = window as unknown as {
        walletdock: { getProvider(ns: string): { request(args: unknown): Promise<unknown> } }
        requestOutcome?: string
      }
      w.requestOutcome = undefined
      w.walletdock
        .getProvider('eip155')
        .request({ method, params })
        .then(
          (result) => {
            w.requestOutcome = `result ${String(result)}`
          },
          (error: { code?: number }) => {
            w.requestOutcome = `error ${error.code}`
          },
        )
    },
    { method, params },
  )
}
const requestOutcome = (page: Page) =>
  page.evaluate(() => (window as unknown as { requestOutcome?: string }).requestOutcome)

test('an unlimited approve inside an ERC-7821 batch warns, needs the deliberate confirmation, and a refusal sends nothing', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  // The person's own account as an ERC-7821 executor (an EIP-7702 delegated account calls itself).
  const approve = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [DEMO_SPENDER, maxUint256],
  })
  const batch = encodeFunctionData({
    abi: parseAbi(['function execute(bytes32 mode, bytes executionData)']),
    functionName: 'execute',
    args: [
      padHex('0x01', { dir: 'right', size: 32 }),
      encodeAbiParameters(parseAbiParameters('(address to, uint256 value, bytes data)[]'), [
        [
          { to: DEMO_SPENDER, value: 0n, data: '0x' },
          { to: DEVNET_USDC, value: 0n, data: approve },
        ],
      ]),
    ],
  })
  const params = [{ from: DEV_ADDRESS, to: DEV_ADDRESS, data: batch }]
  const account = DEV_ADDRESS as `0x${string}`
  const allowance = () =>
    chain().readContract({
      address: DEVNET_USDC,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account, DEMO_SPENDER],
    })
  const nonceBefore = await chain().getTransactionCount({ address: account })
  const allowanceBefore = await allowance()

  // The warning names the token and spender; only the deliberate confirmation lets the request go to the wallet.
  await requestKeepingOutcome(page, 'eth_sendTransaction', params)
  let view = approveView(page)
  const warning = view.getByTestId('approval-warning')
  await expect(warning).toContainText('Unlimited approval of USDC')
  await expect(warning).toContainText(DEMO_SPENDER)
  await expect(view.getByRole('region', { name: 'Allow spending of USDC' })).toContainText(DEMO_SPENDER)
  const approveAnyway = view.getByRole('button', { name: 'Approve anyway' })
  await expect(approveAnyway).toBeDisabled()
  await expect(walletPrompt(page)).toHaveCount(0)
  await view.getByLabel('I understand the risk and want to approve anyway').check()
  await approveAnyway.click()
  const prompt = walletPrompt(page)
  await expect(prompt).toHaveAttribute('data-method', 'eth_sendTransaction')
  // Turned down in the wallet this time: the request fails as rejected.
  await prompt.getByRole('button', { name: 'Reject' }).click()
  await expect.poll(() => requestOutcome(page)).toBe('error 4001')

  // Refused in Walletdock's view: the wallet is never asked, and nothing reaches the chain.
  await requestKeepingOutcome(page, 'eth_sendTransaction', params)
  view = approveView(page)
  await expect(view.getByTestId('approval-warning')).toContainText('Unlimited approval of USDC')
  await view.getByRole('button', { name: 'Reject' }).click()
  await expect.poll(() => requestOutcome(page)).toBe('error 4001')
  await expect(approveView(page)).toHaveCount(0)
  await expect(walletPrompt(page)).toHaveCount(0)
  expect(await chain().getTransactionCount({ address: account })).toBe(nonceBefore)
  expect(await allowance()).toBe(allowanceBefore)
})

test('wallet_grantPermissions (ERC-7715) shows who gets which permission and always warns before the wallet', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  await requestKeepingOutcome(page, 'wallet_grantPermissions', [
    {
      chainId: '0x7a69',
      address: DEV_ADDRESS,
      expiry: 1_900_000_000,
      signer: { type: 'account', data: { address: DEMO_SPENDER } },
      permissions: [{ type: 'erc20-token-allowance', data: { token: DEVNET_USDC, allowance: '0x64' } }],
    },
  ])
  const view = approveView(page)
  const warning = view.getByTestId('approval-warning')
  await expect(warning).toContainText('Someone else could act for your account')
  await expect(warning).toContainText(DEMO_SPENDER)
  await expect(view.getByText('erc20-token-allowance')).toBeVisible()
  await expect(view.getByRole('button', { name: 'Approve anyway' })).toBeDisabled()
  await expect(walletPrompt(page)).toHaveCount(0)
  await view.getByRole('button', { name: 'Reject' }).click()
  await expect.poll(() => requestOutcome(page)).toBe('error 4001')
  await expect(walletPrompt(page)).toHaveCount(0)
})
