import type { BrowserContext, Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi } from 'viem'
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
import { DEMO_SPENDER, DEVNET_USDC } from './walletFixtures.ts'

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
