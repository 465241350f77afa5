import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { expect, test } from 'vitest'
import { checkExactApproval } from './evmSwap.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const approve = (spender: `0x${string}`, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
const swap = { to: ROUTER, data: '0x', value: 0n }

test('default: an approval of exactly the amount for the router the swap calls passes', () => {
  expect(() =>
    checkExactApproval({
      approval: { to: TOKEN, data: approve(ROUTER, 25n) },
      swap,
      amount: 25n,
      token: TOKEN,
    }),
  ).not.toThrow()
})

test('behavior: an unlimited or other approval, another spender, token or function is never sent', () => {
  const check = (approval: { to: string; data: string }) => () =>
    checkExactApproval({ approval, swap, amount: 25n, token: TOKEN })
  expect(check({ to: TOKEN, data: approve(ROUTER, maxUint256) })).toThrow(/approval is for .* base units/)
  expect(check({ to: TOKEN, data: approve(ROUTER, 26n) })).toThrow(/approval is for 26 base units/)
  expect(check({ to: TOKEN, data: approve(TOKEN, 25n) })).toThrow(/the swap calls/)
  expect(check({ to: ROUTER, data: approve(ROUTER, 25n) })).toThrow(/not the token/)
  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ROUTER, 25n] })
  expect(check({ to: TOKEN, data: transfer })).toThrow(/calls transfer/)
  expect(check({ to: TOKEN, data: '0x1234' })).toThrow(/could not be decoded/)
})
