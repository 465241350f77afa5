import { describe, expect, it } from 'vitest'
import { approveMessages } from '../../../src/messages/approve/en.ts'
import { en as english } from '../../../src/messages/en.ts'
import { describeAction, warningAdvice, warningHeading, warningText } from './describeAction.ts'

// The English catalog with ApproveTransaction's own texts, as the view gives them.
const en = { ...english, approve: approveMessages }
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SPENDER = '0x000000000000000000000000000000000000bEEF'
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
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

  it('behavior: a call shows its function by name where it is known, else its selector', () => {
    const call = { kind: 'contractCall', to: TOKEN, value: '0', selector: '0xe9ae5c53' } as const
    expect(describeAction({ ...call, name: 'execute' }, native, en).rows).toContainEqual([
      en.approve.rows.function,
      'execute (0xe9ae5c53)',
    ])
    expect(describeAction(call, native, en).rows).toContainEqual([en.approve.rows.function, '0xe9ae5c53'])
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

  it('behavior: a permit-like message with fields left out says how many are not shown', () => {
    const text = describeAction(
      {
        kind: 'permitLike',
        primaryType: 'Order',
        verifyingContract: TOKEN,
        chainId: '1',
        fields: [['offer', '1']],
        hidden: 12,
      },
      native,
      en,
    )
    expect(text.rows.at(-1)).toEqual([
      'Not shown',
      '12 more fields are not shown here. If you cannot check them in your wallet, reject.',
    ])
  })

  it('behavior: transfers say from whom; an NFT batch lists its items and counts those past 20', () => {
    const transfer = describeAction(
      { kind: 'tokenTransfer', token: { address: TOKEN }, from: OWNER, to: SPENDER, amount: '7' },
      native,
      en,
    )
    expect(transfer.rows).toContainEqual(['From', OWNER])
    const nft = describeAction(
      {
        kind: 'nftTransfer',
        standard: 'ERC-1155',
        token: { address: TOKEN, symbol: 'ITEMS' },
        from: OWNER,
        to: SPENDER,
        items: Array.from({ length: 22 }, (_, i) => ({ id: String(i), amount: '2' })),
      },
      native,
      en,
    )
    expect(nft.heading).toBe('Send NFTs of ITEMS')
    expect(nft.rows.slice(0, 2)).toEqual([
      ['From', OWNER],
      ['To', SPENDER],
    ])
    expect(nft.rows[2]?.[1]).toMatch(/^#0 × 2, #1 × 2, .*#19 × 2 and 2 more$/)
    const one = describeAction(
      {
        kind: 'nftTransfer',
        standard: 'ERC-721',
        token: { address: TOKEN },
        from: OWNER,
        to: SPENDER,
        items: [{ id: '42', amount: '1' }],
      },
      native,
      en,
    )
    expect(one.rows[2]).toEqual(['Items', '#42'])
  })

  it('behavior: a permission grant shows who gets it, until when, each permission; its warning names the grantee', () => {
    const text = describeAction(
      {
        kind: 'grantPermissions',
        account: OWNER,
        grantee: SPENDER,
        chainId: '1',
        expiry: '',
        permissions: [{ type: 'native-token-stream', fields: [['data.maxAmount', '10']] }],
        hidden: 0,
      },
      native,
      en,
    )
    expect(text.heading).toBe('Let someone act for your account')
    expect(text.rows).toEqual([
      ['Account', OWNER],
      ['Given to', SPENDER],
      ['Chain', '1'],
      ['Expires', 'No expiry given'],
      ['native-token-stream', 'data.maxAmount: 10'],
    ])
    const warning = { reason: 'permissions' as const, token: { address: OWNER }, spender: SPENDER }
    expect(warningHeading(warning, en)).toBe('Someone else could act for your account')
    expect(warningText(warning, en)).toContain(SPENDER)
    expect(warningAdvice(warning, en)).toBe(en.approve.permissionsAdvice)
  })

  it('behavior: a smart account delegatecall is not called a Safe', () => {
    const warning = { reason: 'accountDelegatecall' as const, token: { address: OWNER }, spender: TOKEN }
    expect(warningHeading(warning, en)).toBe('Your account would run another contract’s code as its own')
    expect(warningText(warning, en)).toContain(TOKEN)
    expect(warningText(warning, en)).not.toContain('Safe')
  })
})
