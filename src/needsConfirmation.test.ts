import { describe, expect, it } from 'vitest'
import { needsConfirmation } from './needsConfirmation.ts'
import type { ApprovalWarning } from './requestSummary.ts'

const unlimited: ApprovalWarning = {
  reason: 'unlimited',
  token: { address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', symbol: 'USDC', decimals: 6 },
  spender: '0x000000000000000000000000000000000000bEEF',
}
const ordinary = { warnings: [] }
const risky = { warnings: [unlimited] }

describe('needsConfirmation', () => {
  it('default: an ordinary request to a wallet with its own prompt goes straight to the wallet', () => {
    expect(needsConfirmation({ summary: ordinary, confirmRequests: 'risky', walletPrompts: true })).toBe(
      false,
    )
  })
  it('behavior: a request carrying a warning waits on the view first', () => {
    expect(needsConfirmation({ summary: risky, confirmRequests: 'risky', walletPrompts: true })).toBe(true)
    const all = { warnings: [{ ...unlimited, reason: 'all' as const }] }
    expect(needsConfirmation({ summary: all, confirmRequests: 'risky', walletPrompts: true })).toBe(true)
  })
  it("behavior: confirmRequests 'all' asks for the view on every request", () => {
    expect(needsConfirmation({ summary: ordinary, confirmRequests: 'all', walletPrompts: true })).toBe(true)
    expect(needsConfirmation({ summary: risky, confirmRequests: 'all', walletPrompts: true })).toBe(true)
  })
  it('behavior: a wallet without a prompt of its own has every request confirmed in the view', () => {
    expect(needsConfirmation({ summary: ordinary, confirmRequests: 'risky', walletPrompts: false })).toBe(
      true,
    )
    expect(needsConfirmation({ summary: risky, confirmRequests: 'risky', walletPrompts: false })).toBe(true)
  })
})
