import { describe, expect, it } from 'vitest'
import { approveMessages } from '../../../src/messages/approve/en.ts'
import { en as english } from '../../../src/messages/en.ts'
import { describeAction, warningHeading, warningText } from './describeAction.ts'

// The English catalog with ApproveTransaction's own texts, as the view gives them.
const en = { ...english, approve: approveMessages }
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SPENDER = '0x000000000000000000000000000000000000bEEF'
const native = { symbol: 'ETH', decimals: 18 }

describe('describeAction', () => {
  it('behavior: the native value a token call moves is shown on its action', () => {
    const text = describeAction(
      {
        kind: 'approve',
        method: 'approve',
        token: { address: TOKEN },
        spender: SPENDER,
        amount: '5',
        unlimited: false,
        value: '1000000000000000000',
      },
      native,
      en,
    )
    expect(text.rows).toContainEqual([en.approve.rows.value, '1 ETH'])
  })

  it('behavior: a call that could not be decoded says so and names the contract', () => {
    const text = describeAction({ kind: 'undecoded', to: TOKEN, value: '0', name: 'approve' }, native, en)
    expect(text.heading).toBe('approve: could not be decoded')
    expect(text.rows).toContainEqual([en.approve.rows.contract, TOKEN])
  })

  it('behavior: value and undecoded warnings have their own heading and sentence', () => {
    const value = { reason: 'value' as const, token: { address: TOKEN }, spender: TOKEN }
    expect(warningHeading(value, en)).toBe(en.approve.valueWarning)
    expect(warningText(value, en)).toContain(TOKEN)
    const undecoded = { reason: 'undecoded' as const, token: { address: TOKEN }, spender: TOKEN }
    expect(warningHeading(undecoded, en)).toBe(en.approve.undecodedWarning)
    expect(warningText(undecoded, en)).toContain(TOKEN)
  })

  it('behavior: a permit-like message shows its contract, chain and every field', () => {
    const text = describeAction(
      {
        kind: 'permitLike',
        primaryType: 'Delegation',
        verifyingContract: TOKEN,
        chainId: '1',
        fields: [['delegate', SPENDER]],
      },
      native,
      en,
    )
    expect(text.rows).toEqual([
      [en.approve.rows.contract, TOKEN],
      [en.approve.rows.chain, '1'],
      ['delegate', SPENDER],
    ])
  })
})
