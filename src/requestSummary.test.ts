import fc from 'fast-check'
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUnlimitedAmount, summarizeRequest } from './requestSummary.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SPENDER = '0x000000000000000000000000000000000000bEEF'
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

const wrapperAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures)',
])

const extraAbi = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
])

const EIP712_DOMAIN = [
  { name: 'name', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
]
const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
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
  PermitBatch: [
    { name: 'details', type: 'PermitDetails[]' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
}
const DAI_TYPES = {
  Permit: [
    { name: 'holder', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
    { name: 'allowed', type: 'bool' },
  ],
}
const typed = (
  primaryType: string,
  verifyingContract: string,
  message: unknown,
  types: Record<string, { name: string; type: string }[]> = PERMIT_TYPES,
) =>
  summarizeRequest('eth_signTypedData_v4', [
    ME,
    JSON.stringify({
      primaryType,
      domain: { name: 'USD Coin', chainId: 31337, verifyingContract },
      types: { EIP712Domain: EIP712_DOMAIN, ...types },
      message,
    }),
  ])

const sendTx = (data: `0x${string}`, to = TOKEN) =>
  summarizeRequest('eth_sendTransaction', [{ from: ME, to, data }])
const approveData = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, amount] })

describe('summarizeRequest', () => {
  it('default: a native send with data 0x', () => {
    expect(
      summarizeRequest('eth_sendTransaction', [
        { from: ME, to: SPENDER, value: '0xde0b6b3a7640000', data: '0x' },
      ]),
    ).toEqual({
      method: 'eth_sendTransaction',
      actions: [{ kind: 'nativeTransfer', to: SPENDER, value: '1000000000000000000' }],
      warnings: [],
    })
  })

  it('behavior: an ERC20 transfer names the token, receiver and amount', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 1_500_000n] })
    expect(sendTx(data).actions).toEqual([
      { kind: 'tokenTransfer', token: { address: TOKEN }, to: SPENDER, amount: '1500000', value: '0' },
    ])
  })

  it('behavior: an exact approve carries no warning; an unlimited one warns naming token and spender', () => {
    expect(sendTx(approveData(25n)).warnings).toEqual([])
    const unlimited = sendTx(approveData(maxUint256))
    expect(unlimited.actions[0]).toMatchObject({
      kind: 'approve',
      method: 'approve',
      unlimited: true,
      spender: SPENDER,
    })
    expect(unlimited.warnings).toEqual([{ reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER }])
    expect(sendTx(approveData(2n ** 96n)).warnings).toHaveLength(1)
    expect(sendTx(approveData(2n ** 96n - 1n)).warnings).toHaveLength(0)
  })

  it('behavior: increaseAllowance, setApprovalForAll and Permit2 approve are decoded', () => {
    const increase = encodeFunctionData({
      abi: extraAbi,
      functionName: 'increaseAllowance',
      args: [SPENDER, maxUint256],
    })
    expect(sendTx(increase).warnings).toHaveLength(1)
    const all = encodeFunctionData({
      abi: extraAbi,
      functionName: 'setApprovalForAll',
      args: [SPENDER, true],
    })
    expect(sendTx(all).warnings).toEqual([{ reason: 'all', token: { address: TOKEN }, spender: SPENDER }])
    const revoke = encodeFunctionData({
      abi: extraAbi,
      functionName: 'setApprovalForAll',
      args: [SPENDER, false],
    })
    expect(sendTx(revoke).warnings).toEqual([])
    const permit2 = encodeFunctionData({
      abi: extraAbi,
      functionName: 'approve',
      args: [TOKEN, SPENDER, 2n ** 160n - 1n, 1_900_000_000],
    })
    expect(sendTx(permit2, PERMIT2).warnings).toEqual([
      { reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER },
    ])
  })

  it('behavior: EIP-2612, DAI and Permit2 typed-data permits are decoded', () => {
    const eip2612 = typed('Permit', TOKEN, {
      owner: ME,
      spender: SPENDER,
      value: maxUint256.toString(),
      nonce: 0,
      deadline: 1,
    })
    expect(eip2612.actions[0]).toMatchObject({ kind: 'permit', standard: 'EIP-2612', unlimited: true })
    expect(eip2612.warnings).toEqual([{ reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER }])
    expect(
      typed('Permit', TOKEN, { owner: ME, spender: SPENDER, value: '1000', nonce: 0, deadline: '1' })
        .warnings,
    ).toEqual([])
    const dai = typed(
      'Permit',
      TOKEN,
      { holder: ME, spender: SPENDER, nonce: 0, expiry: 0, allowed: true },
      DAI_TYPES,
    )
    expect(dai.actions[0]).toMatchObject({ kind: 'permit', standard: 'DAI', unlimited: true })
    expect(dai.warnings).toHaveLength(1)
    const single = typed('PermitSingle', PERMIT2, {
      details: { token: TOKEN, amount: (2n ** 160n - 1n).toString(), expiration: 1, nonce: 0 },
      spender: SPENDER,
      sigDeadline: 1,
    })
    expect(single.warnings).toEqual([{ reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER }])
    const batch = typed('PermitBatch', PERMIT2, {
      details: [
        { token: SPENDER, amount: '5', expiration: 1, nonce: 0 },
        { token: TOKEN, amount: (2n ** 100n).toString(), expiration: 1, nonce: 0 },
      ],
      spender: SPENDER,
      sigDeadline: 1,
    })
    expect(batch.actions[0]).toMatchObject({ kind: 'permit', standard: 'Permit2', token: { address: TOKEN } })
    expect(batch.warnings).toHaveLength(1)
    const exact = typed('PermitSingle', PERMIT2, {
      details: { token: TOKEN, amount: '10', expiration: 1, nonce: 0 },
      spender: SPENDER,
      sigDeadline: 1,
    })
    expect(exact.warnings).toEqual([])
    expect(typed('Mail', TOKEN, { to: 'bob' }, { Mail: [{ name: 'to', type: 'string' }] }).actions).toEqual([
      { kind: 'typedData', primaryType: 'Mail', domain: 'USD Coin' },
    ])
  })

  it('bad input typed-data: typed data is read only from the fields its types declare', () => {
    // `value` is undeclared: a small amount there must not stand in for the declared unlimited one.
    const types = {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'amount', type: 'uint256' },
      ],
    }
    const sneaky = typed(
      'Permit',
      TOKEN,
      { owner: ME, spender: SPENDER, value: '1', amount: maxUint256.toString() },
      types,
    )
    expect(sneaky.actions[0]).toMatchObject({ kind: 'permitLike' })
    expect(sneaky.warnings.length).toBeGreaterThan(0)
    // An undeclared `allowed: false` does not turn a declared EIP-2612 permit into a harmless DAI revoke.
    const withExtra = typed('Permit', TOKEN, {
      owner: ME,
      spender: SPENDER,
      value: maxUint256.toString(),
      nonce: 0,
      deadline: 1,
      allowed: false,
    })
    expect(withExtra.actions[0]).toMatchObject({ kind: 'permit', standard: 'EIP-2612', unlimited: true })
  })

  it('bad input typed-data: a known permit type that does not parse fails closed', () => {
    const missing = typed('Permit', TOKEN, { owner: ME, spender: SPENDER, nonce: 0, deadline: 1 })
    expect(missing.actions[0]).toMatchObject({ kind: 'undecoded', name: 'Permit', to: TOKEN })
    expect(missing.warnings.map((w) => w.reason)).toEqual(['undecoded'])
    const badSpender = typed('PermitSingle', PERMIT2, {
      details: { token: TOKEN, amount: '1', expiration: 1, nonce: 0 },
      spender: 'not an address',
      sigDeadline: 1,
    })
    expect(badSpender.warnings.map((w) => w.reason)).toEqual(['undecoded'])
    expect(summarizeRequest('eth_signTypedData_v4', [ME, '{not json']).warnings.map((w) => w.reason)).toEqual(
      ['undecoded'],
    )
  })

  it('behavior: an unknown permit-like type shows every declared field with verifyingContract and chainId', () => {
    const types = {
      Delegation: [
        { name: 'delegate', type: 'address' },
        { name: 'caveat', type: 'Caveat' },
      ],
      Caveat: [{ name: 'limit', type: 'uint256' }],
    }
    const summary = typed(
      'Delegation',
      TOKEN,
      { delegate: SPENDER, caveat: { limit: '7', hidden: 'x' } },
      types,
    )
    expect(summary.actions[0]).toEqual({
      kind: 'permitLike',
      primaryType: 'Delegation',
      verifyingContract: TOKEN,
      chainId: '31337',
      fields: [
        ['delegate', SPENDER],
        ['caveat.limit', '7'],
      ],
    })
    expect(summary.warnings).toEqual([{ reason: 'permitLike', token: { address: TOKEN }, spender: TOKEN }])
    // Permit2 types away from Permit2 are not trusted as Permit2: shown field by field, with the warning.
    const elsewhere = typed('PermitSingle', SPENDER, {
      details: { token: TOKEN, amount: '10', expiration: 1, nonce: 0 },
      spender: SPENDER,
      sigDeadline: 1,
    })
    expect(elsewhere.actions[0]).toMatchObject({ kind: 'permitLike', verifyingContract: SPENDER })
  })

  it('bad input typed-data: display strings from typed data are capped and free of bidi controls', () => {
    const long = `A\u202E${'x'.repeat(500)}`
    const summary = typed(
      'Approval',
      TOKEN,
      { spender: SPENDER, note: long },
      {
        Approval: [
          { name: 'spender', type: 'address' },
          { name: 'note', type: 'string' },
        ],
      },
    )
    const action = summary.actions[0]
    if (action?.kind !== 'permitLike') throw new Error(`expected permitLike, got ${action?.kind}`)
    const note = action.fields.find(([name]) => name === 'note')?.[1] ?? ''
    expect(note.length).toBeLessThanOrEqual(120)
    expect(note).not.toContain('\u202E')
  })

  it('behavior: wallet_sendCalls decodes each call and collects every warning', () => {
    const summary = summarizeRequest('wallet_sendCalls', [
      {
        version: '2.0.0',
        calls: [
          { to: TOKEN, data: approveData(maxUint256) },
          { to: SPENDER, value: '0x1' },
        ],
      },
    ])
    expect(summary.actions.map((a) => a.kind)).toEqual(['approve', 'nativeTransfer'])
    expect(summary.warnings).toHaveLength(1)
  })

  it('behavior: selectors and hex in any letter case are the same call', () => {
    const data = approveData(maxUint256)
    const upper = `0x${data.slice(2).toUpperCase()}` as `0x${string}`
    expect(sendTx(upper).warnings).toEqual([
      { reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER },
    ])
    const prefix = `0X${data.slice(2)}` as `0x${string}`
    expect(sendTx(prefix).warnings).toHaveLength(1)
    const mixed = `0x095Ea7B3${data.slice(10)}` as `0x${string}`
    expect(sendTx(mixed).actions[0]).toMatchObject({ kind: 'approve', unlimited: true })
  })

  it('behavior: trailing bytes after the arguments do not hide an approval', () => {
    expect(sendTx(`${approveData(maxUint256)}deadbeef`).warnings).toHaveLength(1)
    expect(sendTx(`${approveData(maxUint256)}${'00'.repeat(64)}`).actions[0]).toMatchObject({
      kind: 'approve',
      spender: SPENDER,
    })
  })

  it('behavior: a token call that also moves native value shows it and is flagged; a plain one is not', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 5n] })
    const withValue = summarizeRequest('eth_sendTransaction', [
      { from: ME, to: TOKEN, data: transfer, value: '0x10' },
    ])
    expect(withValue.actions[0]).toMatchObject({ kind: 'tokenTransfer', value: '16' })
    expect(withValue.warnings).toEqual([{ reason: 'value', token: { address: TOKEN }, spender: TOKEN }])
    const approveWithValue = summarizeRequest('eth_sendTransaction', [
      { from: ME, to: TOKEN, data: approveData(25n), value: 1 },
    ])
    expect(approveWithValue.warnings.map((w) => w.reason)).toEqual(['value'])
    // No false alarms: exact approve and plain transfer without value.
    expect(sendTx(transfer).warnings).toEqual([])
    expect(sendTx(approveData(25n)).warnings).toEqual([])
    expect(sendTx(approveData(25n)).actions[0]).toMatchObject({ value: '0' })
  })

  it('behavior: a known selector whose arguments do not parse fails closed with a warning', () => {
    const short = sendTx('0x095ea7b3000000000000000000000000000000000000000000000000000000000000beef')
    expect(short.actions).toEqual([{ kind: 'undecoded', to: TOKEN, value: '0', name: 'approve' }])
    expect(short.warnings).toEqual([{ reason: 'undecoded', token: { address: TOKEN }, spender: TOKEN }])
    // A bool argument that is neither 0 nor 1 does not parse either.
    const badBool = `0xa22cb465${'00'.repeat(12)}${SPENDER.slice(2)}${'00'.repeat(31)}02` as `0x${string}`
    expect(sendTx(badBool).warnings.map((w) => w.reason)).toEqual(['undecoded'])
  })

  it('behavior: a Permit2-shaped approve is trusted as Permit2 only at the Permit2 address', () => {
    const permit2 = encodeFunctionData({
      abi: extraAbi,
      functionName: 'approve',
      args: [TOKEN, SPENDER, 2n ** 160n - 1n, 1_900_000_000],
    })
    expect(sendTx(permit2, PERMIT2.toLowerCase()).actions[0]).toMatchObject({ method: 'permit2Approve' })
    expect(sendTx(permit2, SPENDER).actions[0]).toMatchObject({ kind: 'contractCall', to: SPENDER })
  })

  it('behavior: approvals inside smart-account execute/executeBatch and Safe execTransaction are decoded', () => {
    const inner = approveData(maxUint256)
    const ACCOUNT = '0x00000000000000000000000000000000000a11ce'
    const execute = encodeFunctionData({ abi: wrapperAbi, functionName: 'execute', args: [TOKEN, 0n, inner] })
    const viaExecute = sendTx(execute, ACCOUNT)
    expect(viaExecute.actions.map((a) => a.kind)).toEqual(['contractCall', 'approve'])
    expect(viaExecute.warnings).toEqual([
      { reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER },
    ])
    const batch = encodeFunctionData({
      abi: wrapperAbi,
      functionName: 'executeBatch',
      args: [
        [SPENDER, TOKEN],
        [1n, 0n],
        ['0x', inner],
      ],
    })
    expect(sendTx(batch, ACCOUNT).warnings.map((w) => w.reason)).toEqual(['unlimited'])
    const tuples = encodeFunctionData({
      abi: wrapperAbi,
      functionName: 'executeBatch',
      args: [[{ target: TOKEN, value: 0n, data: inner.toUpperCase().replace('0X', '0x') as `0x${string}` }]],
    })
    expect(sendTx(tuples, ACCOUNT).warnings.map((w) => w.reason)).toEqual(['unlimited'])
    const safe = encodeFunctionData({
      abi: wrapperAbi,
      functionName: 'execTransaction',
      args: [TOKEN, 0n, inner, 0, 0n, 0n, 0n, SPENDER, SPENDER, '0x'],
    })
    expect(sendTx(safe, ACCOUNT).warnings.map((w) => w.reason)).toEqual(['unlimited'])
    // Nested wrappers are followed, up to a bound.
    const nested = encodeFunctionData({
      abi: wrapperAbi,
      functionName: 'execute',
      args: [ACCOUNT, 0n, execute],
    })
    expect(sendTx(nested, ACCOUNT).warnings.map((w) => w.reason)).toEqual(['unlimited'])
    // An exact inner approve carries no warning.
    const exact = encodeFunctionData({
      abi: wrapperAbi,
      functionName: 'execute',
      args: [TOKEN, 0n, approveData(5n)],
    })
    expect(sendTx(exact, ACCOUNT).warnings).toEqual([])
    // A wrapper whose arguments do not parse fails closed.
    expect(sendTx(`${execute.slice(0, 20)}` as `0x${string}`, ACCOUNT).warnings.map((w) => w.reason)).toEqual(
      ['undecoded'],
    )
  })

  it('behavior: a Safe execTransaction with operation 1 (delegatecall) is warned about, its calldata not trusted', () => {
    const SAFE = '0x00000000000000000000000000000000000005af'
    const inner = approveData(5n)
    const delegate = encodeFunctionData({
      abi: wrapperAbi,
      functionName: 'execTransaction',
      args: [TOKEN, 0n, inner, 1, 0n, 0n, 0n, SPENDER, SPENDER, '0x'],
    })
    const summary = sendTx(delegate, SAFE)
    expect(summary.actions).toEqual([
      {
        kind: 'contractCall',
        to: SAFE,
        value: '0',
        selector: delegate.slice(0, 10),
        name: 'execTransaction',
      },
      { kind: 'delegateCall', safe: SAFE, to: TOKEN, value: '0', selector: inner.slice(0, 10) },
    ])
    expect(summary.warnings).toEqual([{ reason: 'delegatecall', token: { address: SAFE }, spender: TOKEN }])
    // Any other operation value is not a plain call either; operation 0 with an exact approve stays quiet.
    const odd = encodeFunctionData({
      abi: wrapperAbi,
      functionName: 'execTransaction',
      args: [TOKEN, 0n, inner, 7, 0n, 0n, 0n, SPENDER, SPENDER, '0x'],
    })
    expect(sendTx(odd, SAFE).warnings.map((w) => w.reason)).toEqual(['delegatecall'])
    const plain = encodeFunctionData({
      abi: wrapperAbi,
      functionName: 'execTransaction',
      args: [TOKEN, 0n, inner, 0, 0n, 0n, 0n, SPENDER, SPENDER, '0x'],
    })
    expect(sendTx(plain, SAFE).warnings).toEqual([])
  })

  it('behavior: wallet_sendCalls is bounded; too many calls fail closed', () => {
    const calls = Array.from({ length: 33 }, () => ({ to: SPENDER, value: '0x1' }))
    const summary = summarizeRequest('wallet_sendCalls', [{ version: '2.0.0', calls }])
    expect(summary.warnings.map((w) => w.reason)).toEqual(['undecoded'])
    const fine = summarizeRequest('wallet_sendCalls', [{ version: '2.0.0', calls: calls.slice(0, 32) }])
    expect(fine.actions).toHaveLength(32)
    expect(fine.warnings).toEqual([])
  })

  it('behavior: personal_sign shows readable text, and binary data as hex', () => {
    expect(summarizeRequest('personal_sign', [stringToHex('Hello from the demo host'), ME]).actions).toEqual([
      { kind: 'message', text: 'Hello from the demo host' },
    ])
    expect(summarizeRequest('personal_sign', ['0x00ff01', ME]).actions).toEqual([
      { kind: 'message', text: '0x00ff01' },
    ])
  })

  it('behavior: unknown call data is a plain contract call', () => {
    expect(sendTx('0xdeadbeef00').actions).toEqual([
      { kind: 'contractCall', to: TOKEN, value: '0', selector: '0xdeadbeef' },
    ])
  })

  it('property: an approve warns exactly when the amount is unlimited, and names its spender', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: maxUint256 }), (amount) => {
        const summary = sendTx(approveData(amount))
        expect(summary.actions[0]).toMatchObject({
          kind: 'approve',
          amount: amount.toString(),
          spender: SPENDER,
        })
        expect(summary.warnings.length === 1).toBe(amount >= 2n ** 96n)
      }),
    )
  })

  it('bad input typed-data: never throws on random calldata behind known selectors, nor on random typed data', () => {
    const selectors = fc.constantFrom(
      '0x095ea7b3',
      '0xA9059CBB',
      '0xa22cb465',
      '0x39509351',
      '0x87517c45',
      '0xd505accf',
      '0xb61d27f6',
      '0x6a761202',
      '0xdeadbeef',
    )
    fc.assert(
      fc.property(
        selectors,
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom(TOKEN, PERMIT2),
        (selector, bytes, to) => {
          const data = `${selector}${Buffer.from(bytes).toString('hex')}` as `0x${string}`
          const summary = sendTx(data, to)
          expect(summary.actions).toHaveLength(1)
        },
      ),
    )
    const field = fc.record({
      name: fc.constantFrom('spender', 'value', 'owner', 'details', 'token', 'amount', 'allowed', 'x'),
      type: fc.constantFrom(
        'address',
        'uint256',
        'bool',
        'string',
        'PermitDetails',
        'PermitDetails[]',
        'Permit',
        'bytes',
      ),
    })
    const typedData = fc.record({
      primaryType: fc.constantFrom('Permit', 'PermitSingle', 'PermitBatch', 'PermitTransferFrom', 'Other'),
      domain: fc.record({ verifyingContract: fc.constantFrom(TOKEN, PERMIT2), chainId: fc.nat() }),
      types: fc.dictionary(
        fc.constantFrom('Permit', 'PermitSingle', 'PermitBatch', 'PermitDetails', 'Other'),
        fc.array(field, { maxLength: 6 }),
      ),
      message: fc.dictionary(
        fc.constantFrom('spender', 'value', 'owner', 'details', 'token', 'amount', 'allowed', 'x'),
        fc.jsonValue({ maxDepth: 3 }),
      ),
    })
    fc.assert(
      fc.property(typedData, fc.boolean(), (data, asString) => {
        const summary = summarizeRequest('eth_signTypedData_v4', [ME, asString ? JSON.stringify(data) : data])
        expect(summary.actions).toHaveLength(1)
      }),
    )
  })

  it('property: never throws on arbitrary parameters', () => {
    const methods = fc.constantFrom(
      'eth_sendTransaction',
      'wallet_sendCalls',
      'personal_sign',
      'eth_signTypedData_v4',
      'x',
    )
    fc.assert(
      fc.property(methods, fc.jsonValue(), (method, params) => {
        const summary = summarizeRequest(method, params)
        expect(summary.actions.length).toBeGreaterThan(0)
      }),
    )
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const data = `0x${Buffer.from(bytes).toString('hex')}` as `0x${string}`
        expect(() => sendTx(data)).not.toThrow()
      }),
    )
  })
})

describe('isUnlimitedAmount', () => {
  it('default: max of the width, at least 2^96, or more than the total supply', () => {
    expect(isUnlimitedAmount(maxUint256)).toBe(true)
    expect(isUnlimitedAmount(2n ** 160n - 1n, 160)).toBe(true)
    expect(isUnlimitedAmount(2n ** 160n - 2n, 160)).toBe(true)
    expect(isUnlimitedAmount(10n ** 30n)).toBe(true)
    expect(isUnlimitedAmount(2n ** 96n - 1n)).toBe(false)
    expect(isUnlimitedAmount(1_000_001n, 256, 1_000_000n)).toBe(true)
    expect(isUnlimitedAmount(1_000_000n, 256, 1_000_000n)).toBe(false)
  })
})

// Variants of risky requests a phishing site would try, beyond the spellings the first tests cover (issue #11 part 2,
// checked independently): each either warns, is shown as "could not be decoded", or stays quiet when it is harmless.
describe('summarizeRequest: further risky-request variants', () => {
  const nftAbi = parseAbi([
    'function setApprovalForAll(address operator, bool approved)',
    'function increaseApproval(address spender, uint256 addedValue) returns (bool)',
    'function transferFrom(address from, address to, uint256 value) returns (bool)',
  ])
  const multicallAbi = parseAbi([
    'function multicall(bytes[] data)',
    'function multicall(uint256 deadline, bytes[] data)',
    'function aggregate3((address target, bool allowFailure, bytes callData)[] calls)',
    'function aggregate3Value((address target, bool allowFailure, uint256 value, bytes callData)[] calls)',
    'function aggregate((address target, bytes callData)[] calls)',
  ])
  const VICTIM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('behavior: setApprovalForAll(operator, true) warns "all"; (operator, false) is a revoke and stays quiet', () => {
    const grant = encodeFunctionData({
      abi: nftAbi,
      functionName: 'setApprovalForAll',
      args: [SPENDER, true],
    })
    expect(sendTx(grant).warnings).toEqual([{ reason: 'all', token: { address: TOKEN }, spender: SPENDER }])
    const revoke = encodeFunctionData({
      abi: nftAbi,
      functionName: 'setApprovalForAll',
      args: [SPENDER, false],
    })
    expect(sendTx(revoke).actions[0]).toMatchObject({ kind: 'approveAll', approved: false })
    expect(sendTx(revoke).warnings).toEqual([])
    // A bool word that is neither 0 nor 1 is no valid call: not shown as a harmless revoke.
    const dirty = `${revoke.slice(0, -2)}02` as `0x${string}`
    expect(sendTx(dirty).warnings.map((w) => w.reason)).toEqual(['undecoded'])
  })

  it('behavior: increaseAllowance and the older increaseApproval warn from 2^96; a small raise is quiet', () => {
    const increase = (fn: 'increaseAllowance' | 'increaseApproval', amount: bigint) =>
      sendTx(
        fn === 'increaseApproval'
          ? encodeFunctionData({ abi: nftAbi, functionName: fn, args: [SPENDER, amount] })
          : encodeFunctionData({ abi: extraAbi, functionName: fn, args: [SPENDER, amount] }),
      )
    for (const fn of ['increaseAllowance', 'increaseApproval'] as const) {
      expect(increase(fn, 2n ** 96n).warnings).toEqual([
        { reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER },
      ])
      expect(increase(fn, 10n ** 24n).warnings).toEqual([])
      expect(increase(fn, 10n ** 24n).actions[0]).toMatchObject({ kind: 'approve', spender: SPENDER })
    }
  })

  it('behavior: Permit2 approve(token, spender, amount, expiration) at Permit2 warns at the uint160 maximum only', () => {
    const permit2Approve = (amount: bigint) =>
      encodeFunctionData({
        abi: extraAbi,
        functionName: 'approve',
        args: [TOKEN, SPENDER, amount, 2 ** 48 - 1],
      })
    expect(sendTx(permit2Approve(2n ** 160n - 1n), PERMIT2).warnings).toEqual([
      { reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER },
    ])
    expect(sendTx(permit2Approve(5n), PERMIT2).actions[0]).toMatchObject({
      kind: 'approve',
      method: 'permit2Approve',
      amount: '5',
      unlimited: false,
    })
    expect(sendTx(permit2Approve(5n), PERMIT2).warnings).toEqual([])
    // The Permit2 address in another letter case is the same contract.
    expect(sendTx(permit2Approve(2n ** 160n - 1n), PERMIT2.toLowerCase()).warnings).toHaveLength(1)
  })

  it('behavior: transferFrom names the receiver and amount, whoever the tokens belong to', () => {
    const data = encodeFunctionData({
      abi: nftAbi,
      functionName: 'transferFrom',
      args: [VICTIM, SPENDER, 7n],
    })
    expect(sendTx(data).actions[0]).toMatchObject({ kind: 'tokenTransfer', to: SPENDER, amount: '7' })
  })

  it('behavior: approvals inside multicall(bytes[]), multicall(uint256,bytes[]) and Multicall3 wrappers warn', () => {
    const unlimited = approveData(maxUint256)
    const exact = approveData(5n)
    const cases = [
      encodeFunctionData({ abi: multicallAbi, functionName: 'multicall', args: [[exact, unlimited]] }),
      encodeFunctionData({ abi: multicallAbi, functionName: 'multicall', args: [1n, [unlimited]] }),
      encodeFunctionData({
        abi: multicallAbi,
        functionName: 'aggregate3',
        args: [[{ target: TOKEN, allowFailure: true, callData: unlimited }]],
      }),
      encodeFunctionData({
        abi: multicallAbi,
        functionName: 'aggregate3Value',
        args: [[{ target: TOKEN, allowFailure: false, value: 0n, callData: unlimited }]],
      }),
      encodeFunctionData({
        abi: multicallAbi,
        functionName: 'aggregate',
        args: [[{ target: TOKEN, callData: unlimited }]],
      }),
    ]
    for (const data of cases) {
      const summary = sendTx(data, TOKEN)
      expect(summary.warnings).toContainEqual({
        reason: 'unlimited',
        token: { address: TOKEN },
        spender: SPENDER,
      })
    }
    // A self-multicall runs each item on the called contract, so the approved token is that contract.
    const nested = sendTx(cases[0] as `0x${string}`, TOKEN)
    expect(nested.actions.filter((a) => a.kind === 'approve')).toHaveLength(2)
    // An exact approval inside a wrapper is no false alarm.
    const quiet = encodeFunctionData({ abi: multicallAbi, functionName: 'multicall', args: [[exact]] })
    expect(sendTx(quiet).warnings).toEqual([])
    // A wrapper whose arguments do not parse fails closed.
    expect(sendTx(`${cases[0]?.slice(0, 80)}` as `0x${string}`).warnings.map((w) => w.reason)).toEqual([
      'undecoded',
    ])
  })

  it('behavior: an ERC-4337 user operation is decoded through the account wrapper it calls', () => {
    const callData = encodeFunctionData({
      abi: wrapperAbi,
      functionName: 'execute',
      args: [TOKEN, 0n, approveData(maxUint256)],
    })
    const summary = summarizeRequest('eth_sendUserOperation', [
      { sender: ME, callData, nonce: '0x0' },
      '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
    ])
    expect(summary.warnings).toContainEqual({
      reason: 'unlimited',
      token: { address: TOKEN },
      spender: SPENDER,
    })
    expect(summarizeRequest('eth_sendUserOperation', [{ sender: ME }]).warnings.map((w) => w.reason)).toEqual(
      ['undecoded'],
    )
  })

  it('bad input: a transaction whose data and input differ cannot be told apart and fails closed', () => {
    const both = summarizeRequest('eth_sendTransaction', [
      { from: ME, to: TOKEN, data: '0x', input: approveData(maxUint256) },
    ])
    expect(both.warnings.map((w) => w.reason)).toEqual(['undecoded'])
    // The same bytes in both fields (any letter case) are one call.
    const data = approveData(5n)
    const same = summarizeRequest('eth_sendTransaction', [
      { to: TOKEN, data, input: data.toUpperCase().replace('0X', '0x') },
    ])
    expect(same.warnings).toEqual([])
  })

  it('behavior: odd-length and mixed-case hex cannot hide an approval; an exact approve stays quiet', () => {
    const data = approveData(maxUint256)
    const odd = `0x${data.slice(2, 10).toUpperCase()}${data.slice(10)}f` as `0x${string}`
    expect(sendTx(odd).warnings.length).toBeGreaterThan(0)
    const exact = `0X${approveData(5n).slice(2).toUpperCase()}` as `0x${string}`
    expect(sendTx(exact).actions[0]).toMatchObject({ kind: 'approve', amount: '5', unlimited: false })
    expect(sendTx(exact).warnings).toEqual([])
    // A truncated approve (its amount cut off) is not a harmless call.
    expect(sendTx(data.slice(0, 74) as `0x${string}`).warnings.map((w) => w.reason)).toEqual(['undecoded'])
  })

  const SEAPORT = '0x0000000000000068F116a894984e2DB1123eB395'
  const SEAPORT_TYPES = {
    OrderComponents: [
      { name: 'offerer', type: 'address' },
      { name: 'zone', type: 'address' },
      { name: 'offer', type: 'OfferItem[]' },
      { name: 'consideration', type: 'ConsiderationItem[]' },
      { name: 'orderType', type: 'uint8' },
      { name: 'startTime', type: 'uint256' },
      { name: 'endTime', type: 'uint256' },
      { name: 'zoneHash', type: 'bytes32' },
      { name: 'salt', type: 'uint256' },
      { name: 'conduitKey', type: 'bytes32' },
      { name: 'counter', type: 'uint256' },
    ],
    OfferItem: [
      { name: 'itemType', type: 'uint8' },
      { name: 'token', type: 'address' },
      { name: 'identifierOrCriteria', type: 'uint256' },
      { name: 'startAmount', type: 'uint256' },
      { name: 'endAmount', type: 'uint256' },
    ],
    ConsiderationItem: [
      { name: 'itemType', type: 'uint8' },
      { name: 'token', type: 'address' },
      { name: 'identifierOrCriteria', type: 'uint256' },
      { name: 'startAmount', type: 'uint256' },
      { name: 'endAmount', type: 'uint256' },
      { name: 'recipient', type: 'address' },
    ],
  }
  const ZERO32 = `0x${'00'.repeat(32)}`

  it('behavior: a Seaport order giving an NFT away for nothing is shown field by field, with a warning', () => {
    const order = {
      offerer: ME,
      zone: SPENDER,
      offer: [{ itemType: 2, token: TOKEN, identifierOrCriteria: '42', startAmount: '1', endAmount: '1' }],
      consideration: [],
      orderType: 0,
      startTime: 0,
      endTime: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      zoneHash: ZERO32,
      salt: '1',
      conduitKey: ZERO32,
      counter: 0,
    }
    const summary = typed('OrderComponents', SEAPORT, order, SEAPORT_TYPES)
    expect(summary.actions[0]).toMatchObject({
      kind: 'permitLike',
      verifyingContract: SEAPORT,
      chainId: '31337',
    })
    const action = summary.actions[0]
    const fields = action?.kind === 'permitLike' ? Object.fromEntries(action.fields) : {}
    expect(fields).toMatchObject({
      offerer: ME,
      'offer[0].token': TOKEN,
      'offer[0].identifierOrCriteria': '42',
    })
    expect(summary.warnings.map((w) => w.reason)).toEqual(['permitLike'])
  })

  it('behavior: an EIP-3009 transfer authorisation (USDC) is shown field by field, with a warning', () => {
    const types = {
      TransferWithAuthorization: [
        { name: 'from', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'validAfter', type: 'uint256' },
        { name: 'validBefore', type: 'uint256' },
        { name: 'nonce', type: 'bytes32' },
      ],
    }
    const message = {
      from: ME,
      to: SPENDER,
      value: '1000',
      validAfter: 0,
      validBefore: 2 ** 40,
      nonce: ZERO32,
    }
    const summary = typed('TransferWithAuthorization', TOKEN, message, types)
    expect(summary.actions[0]).toMatchObject({ kind: 'permitLike', verifyingContract: TOKEN })
    expect(summary.warnings.map((w) => w.reason)).toEqual(['permitLike'])
  })

  it('behavior: an EIP-2612 permit shows its far-future deadline; exact stays quiet, 2^96 warns', () => {
    const permit = (value: bigint) =>
      typed('Permit', TOKEN, {
        owner: ME,
        spender: SPENDER,
        value: value.toString(),
        nonce: 0,
        deadline: maxUint256.toString(),
      })
    expect(permit(5n).actions[0]).toMatchObject({
      kind: 'permit',
      standard: 'EIP-2612',
      amount: '5',
      deadline: maxUint256.toString(),
      unlimited: false,
    })
    expect(permit(5n).warnings).toEqual([])
    expect(permit(2n ** 96n).warnings).toEqual([
      { reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER },
    ])
    // Hex amounts are the same numbers.
    const hex = typed('Permit', TOKEN, {
      owner: ME,
      spender: SPENDER,
      value: '0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF',
      nonce: 0,
      deadline: '0x1',
    })
    expect(hex.warnings.map((w) => w.reason)).toEqual(['unlimited'])
  })

  it('bad input typed-data: a primaryType missing from types, or a message that does not match them, fails closed', () => {
    const order = { offerer: ME, offer: [] }
    const undeclared = typed('OrderComponents', SEAPORT, order, {})
    expect(undeclared.actions[0]).toMatchObject({ kind: 'undecoded', name: 'OrderComponents', to: SEAPORT })
    expect(undeclared.warnings.map((w) => w.reason)).toEqual(['undecoded'])
    // A harmless-sounding name does not help: the wallet cannot hash what its types do not describe.
    const mail = typed('Mail', TOKEN, { contents: 'hi' }, { Mail: [{ name: 'to', type: 'address' }] })
    expect(mail.warnings.map((w) => w.reason)).toEqual(['undecoded'])
    // Well-formed typed data of a plain type stays quiet.
    const plain = typed('Mail', TOKEN, { contents: 'hi' }, { Mail: [{ name: 'contents', type: 'string' }] })
    expect(plain.actions[0]).toMatchObject({ kind: 'typedData', primaryType: 'Mail' })
    expect(plain.warnings).toEqual([])
  })
})
