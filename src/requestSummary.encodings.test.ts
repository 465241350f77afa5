import fc from 'fast-check'
import {
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  type Hex,
  maxUint256,
  padHex,
  parseAbi,
  parseAbiParameters,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { summarizeRequest } from './requestSummary.ts'

// Encodings that wrap or stand for an approval, beyond plain calls and the multicall family (issue #11, red team
// pass 2): ERC-7821 / ERC-7579 executors, the Universal Router, NFT transfers, DAI's permit call, ERC-7715 grants.

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SPENDER = '0x000000000000000000000000000000000000bEEF'
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT = '0x00000000000000000000000000000000000a11ce'
const ROUTER = '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const sendTx = (data: Hex, to: string = ACCOUNT) =>
  summarizeRequest('eth_sendTransaction', [{ from: ME, to, data }])
const reasons = (data: Hex, to?: string) => sendTx(data, to).warnings.map((w) => w.reason)
const approveData = (amount: bigint, spender: string = SPENDER) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as Hex, amount] })

const executorAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionData)',
  'function executeFromExecutor(bytes32 mode, bytes executionData)',
  'function execute(address dest, uint256 value, bytes func)',
  'function execute(address to, uint256 value, bytes data, uint8 operation)',
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
])
const callsParams = parseAbiParameters('(address to, uint256 value, bytes data)[]')
const callsOpDataParams = parseAbiParameters('(address to, uint256 value, bytes data)[], bytes')
const mode = (hex: string) => padHex(`0x${hex}`, { dir: 'right', size: 32 })
const BATCH = mode('01')
const BATCH_OP_DATA = mode('01000000000078210001')
const BATCHES = mode('01000000000078210002')
const SINGLE = mode('00')
const DELEGATE = mode('ff')
type Call = { to: Hex; value: bigint; data: Hex }
const batchData = (calls: Call[]) => encodeAbiParameters(callsParams, [calls])
const execute = (m: Hex, executionData: Hex) =>
  encodeFunctionData({ abi: executorAbi, functionName: 'execute', args: [m, executionData] })

describe('summarizeRequest: ERC-7821 / ERC-7579 execute(bytes32 mode, bytes executionData)', () => {
  it('behavior: an unlimited approve in a batch warns naming token and spender; an exact one is quiet', () => {
    const unlimited = execute(
      BATCH,
      batchData([
        { to: OTHER, value: 1n, data: '0x' },
        { to: TOKEN, value: 0n, data: approveData(maxUint256) },
      ]),
    )
    const summary = sendTx(unlimited)
    expect(summary.actions.map((a) => a.kind)).toEqual(['contractCall', 'nativeTransfer', 'approve'])
    // The outer call is named, not only its selector: the person sees which function the account is asked to run.
    expect(summary.actions[0]).toEqual({
      kind: 'contractCall',
      to: ACCOUNT,
      value: '0',
      selector: '0xe9ae5c53',
      name: 'execute',
    })
    expect(summary.warnings).toEqual([{ reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER }])
    expect(
      sendTx(execute(BATCH, batchData([{ to: TOKEN, value: 0n, data: approveData(5n) }]))).warnings,
    ).toEqual([])
  })

  it('behavior: setApprovalForAll and an EIP-2612 permit call inside a batch warn too', () => {
    const all = encodeFunctionData({
      abi: parseAbi(['function setApprovalForAll(address operator, bool approved)']),
      functionName: 'setApprovalForAll',
      args: [SPENDER, true],
    })
    const permit = encodeFunctionData({
      abi: parseAbi([
        'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
      ]),
      functionName: 'permit',
      args: [ME, SPENDER, maxUint256, 1n, 27, padHex('0x1'), padHex('0x2')],
    })
    const data = execute(
      BATCH,
      batchData([
        { to: TOKEN, value: 0n, data: all },
        { to: TOKEN, value: 0n, data: permit },
      ]),
    )
    expect(reasons(data)).toEqual(['all', 'unlimited'])
  })

  it('behavior: the opData mode (with and without opData) and batches of batches are decoded', () => {
    const calls = [{ to: TOKEN as Hex, value: 0n, data: approveData(maxUint256) }]
    const withOpData = encodeAbiParameters(callsOpDataParams, [calls, '0x1234'])
    expect(reasons(execute(BATCH_OP_DATA, withOpData))).toEqual(['unlimited'])
    expect(reasons(execute(BATCH_OP_DATA, batchData(calls)))).toEqual(['unlimited'])
    const batches = encodeAbiParameters(parseAbiParameters('bytes[]'), [
      [encodeAbiParameters(callsOpDataParams, [[{ to: OTHER, value: 0n, data: '0x' }], '0x']), withOpData],
    ])
    const summary = sendTx(execute(BATCHES, batches))
    expect(summary.actions.map((a) => a.kind)).toEqual(['contractCall', 'nativeTransfer', 'approve'])
    expect(summary.warnings.map((w) => w.reason)).toEqual(['unlimited'])
  })

  it('behavior: a call to the zero address is a call to the account itself (ERC-7821)', () => {
    const summary = sendTx(
      execute(BATCH, batchData([{ to: zeroAddress, value: 0n, data: approveData(maxUint256) }])),
    )
    expect(summary.warnings).toEqual([{ reason: 'unlimited', token: { address: ACCOUNT }, spender: SPENDER }])
  })

  it('behavior: ERC-7579 single (packed) and executeFromExecutor are decoded; a delegatecall mode warns', () => {
    const packed = encodePacked(['address', 'uint256', 'bytes'], [TOKEN, 0n, approveData(maxUint256)])
    expect(reasons(execute(SINGLE, packed))).toEqual(['unlimited'])
    const fromExecutor = encodeFunctionData({
      abi: executorAbi,
      functionName: 'executeFromExecutor',
      args: [BATCH, batchData([{ to: TOKEN, value: 0n, data: approveData(maxUint256) }])],
    })
    expect(reasons(fromExecutor)).toEqual(['unlimited'])
    // Even an exact approve run by delegatecall runs with the account's authority: warned, not decoded.
    const delegate = sendTx(execute(DELEGATE, concat([TOKEN, approveData(5n)])))
    expect(delegate.actions[1]).toMatchObject({
      kind: 'delegateCall',
      safe: ACCOUNT,
      to: TOKEN,
      smartAccount: true,
    })
    expect(delegate.warnings).toEqual([
      { reason: 'accountDelegatecall', token: { address: ACCOUNT }, spender: TOKEN },
    ])
    // A single call with no calldata is a plain send of value.
    const send = sendTx(execute(SINGLE, encodePacked(['address', 'uint256'], [OTHER, 5n])))
    expect(send.actions[1]).toEqual({ kind: 'nativeTransfer', to: OTHER, value: '5' })
  })

  it('bad input: unknown modes and malformed executionData fail closed with a warning', () => {
    const good = batchData([{ to: TOKEN, value: 0n, data: approveData(5n) }])
    for (const m of [
      mode('02'), // unknown call type
      mode('fe'), // staticcall: not decoded here
      mode('0105'), // unknown exec type
      mode('0100000000000000beef'), // unknown mode selector
      mode('0100ff'), // reserved bytes in use
    ])
      expect(reasons(execute(m, good)), m).toEqual(['undecoded'])
    expect(reasons(execute(BATCH, '0xdeadbeef'))).toEqual(['undecoded'])
    expect(reasons(execute(SINGLE, TOKEN))).toEqual(['undecoded'])
    expect(reasons(execute(DELEGATE, '0x1234'))).toEqual(['undecoded'])
    // Truncated calldata behind the execute selector.
    expect(reasons(execute(BATCH, good).slice(0, 140) as Hex)).toEqual(['undecoded'])
    // A batch of batches inside a batch of batches is not a mode any account runs.
    const inner = encodeAbiParameters(parseAbiParameters('bytes[]'), [[good]])
    const outer = encodeAbiParameters(parseAbiParameters('bytes[]'), [[inner]])
    expect(reasons(execute(BATCHES, outer))).toContain('undecoded')
  })

  it('behavior: nested wrappers (wallet_sendCalls → execute → ERC-7821 batch) still warn; depth is bounded', () => {
    const batch = execute(BATCH, batchData([{ to: TOKEN, value: 0n, data: approveData(maxUint256) }]))
    const outer = encodeFunctionData({
      abi: executorAbi,
      functionName: 'execute',
      args: [ACCOUNT, 0n, batch],
    })
    const summary = summarizeRequest('wallet_sendCalls', [
      { version: '2.0.0', calls: [{ to: ACCOUNT, data: outer }] },
    ])
    expect(summary.warnings).toEqual([{ reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER }])
    let deep: Hex = approveData(maxUint256)
    for (let i = 0; i < 5; i++) deep = execute(BATCH, batchData([{ to: ACCOUNT, value: 0n, data: deep }]))
    expect(reasons(deep)).toEqual(['undecoded'])
  })

  it('behavior: Kernel execute(…, operation) and Safe executeUserOp decode calls and warn on delegatecall', () => {
    const kernel = (operation: number) =>
      encodeFunctionData({
        abi: executorAbi,
        functionName: 'execute',
        args: [TOKEN, 0n, approveData(maxUint256), operation],
      })
    expect(reasons(kernel(0))).toEqual(['unlimited'])
    expect(reasons(kernel(1))).toEqual(['accountDelegatecall'])
    const safeOp = encodeFunctionData({
      abi: executorAbi,
      functionName: 'executeUserOp',
      args: [TOKEN, 0n, approveData(5n), 1],
    })
    expect(reasons(safeOp)).toEqual(['delegatecall'])
  })
})

const routerAbi = parseAbi([
  'function execute(bytes commands, bytes[] inputs, uint256 deadline)',
  'function execute(bytes commands, bytes[] inputs)',
])
const details = '(address token, uint160 amount, uint48 expiration, uint48 nonce)'
const permitSingle = parseAbiParameters(`(${details} details, address spender, uint256 sigDeadline), bytes`)
const permitBatch = parseAbiParameters(`(${details}[] details, address spender, uint256 sigDeadline), bytes`)
const transferFrom = parseAbiParameters('address token, address recipient, uint160 amount')
const transferFromBatch = parseAbiParameters('(address from, address to, uint160 amount, address token)[]')
const MAX160 = 2n ** 160n - 1n
const SIG = `0x${'11'.repeat(65)}` as Hex
const permitInput = (amount: bigint, token: Hex = TOKEN) =>
  encodeAbiParameters(permitSingle, [
    {
      details: { token, amount, expiration: 1_900_000_000, nonce: 0 },
      spender: ROUTER,
      sigDeadline: 1_800_000_000n,
    },
    SIG,
  ])
const router = (commands: Hex, inputs: Hex[], deadline = true) =>
  deadline
    ? encodeFunctionData({
        abi: routerAbi,
        functionName: 'execute',
        args: [commands, inputs, 1_800_000_000n],
      })
    : encodeFunctionData({ abi: routerAbi, functionName: 'execute', args: [commands, inputs] })
const swapInput = encodeAbiParameters(parseAbiParameters('address, uint256, uint256, bytes, bool'), [
  ME,
  1n,
  0n,
  '0x',
  true,
])

describe('summarizeRequest: Uniswap Universal Router execute(commands, inputs[, deadline])', () => {
  it('behavior: PERMIT2_PERMIT with an unlimited amount warns; an exact one is a quiet Permit2 permit', () => {
    const unlimited = sendTx(router('0x0a00', [permitInput(MAX160), swapInput]), ROUTER)
    expect(unlimited.actions).toEqual([
      { kind: 'contractCall', to: ROUTER, value: '0', selector: '0x3593564c', name: 'execute' },
      {
        kind: 'permit',
        standard: 'Permit2',
        token: { address: TOKEN },
        spender: ROUTER,
        amount: MAX160.toString(),
        unlimited: true,
        deadline: '1800000000',
      },
      { kind: 'routerCommand', to: ROUTER, command: 'V3_SWAP_EXACT_IN' },
    ])
    expect(unlimited.warnings).toEqual([{ reason: 'unlimited', token: { address: TOKEN }, spender: ROUTER }])
    expect(sendTx(router('0x0a', [permitInput(1000n)], false), ROUTER).warnings).toEqual([])
    // The allow-revert flag does not change what a command is.
    expect(reasons(router('0x8a', [permitInput(MAX160)]), ROUTER)).toEqual(['unlimited'])
  })

  it('behavior: PERMIT2_PERMIT_BATCH shows each allowance; one unlimited entry warns', () => {
    const input = encodeAbiParameters(permitBatch, [
      {
        details: [
          { token: OTHER, amount: 5n, expiration: 1, nonce: 0 },
          { token: TOKEN, amount: 2n ** 100n, expiration: 1, nonce: 0 },
        ],
        spender: SPENDER,
        sigDeadline: 1n,
      },
      SIG,
    ])
    const summary = sendTx(router('0x03', [input]), ROUTER)
    expect(summary.actions.filter((a) => a.kind === 'permit')).toHaveLength(2)
    expect(summary.warnings).toEqual([{ reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER }])
  })

  it('behavior: PERMIT2_TRANSFER_FROM says whose tokens move (the caller) and to whom; the batch names each', () => {
    const input = encodeAbiParameters(transferFrom, [TOKEN, OTHER, 700n])
    expect(sendTx(router('0x02', [input]), ROUTER).actions[1]).toEqual({
      kind: 'tokenTransfer',
      token: { address: TOKEN },
      from: ME,
      to: OTHER,
      amount: '700',
    })
    const batch = encodeAbiParameters(transferFromBatch, [
      [
        { from: ME, to: OTHER, amount: 1n, token: TOKEN },
        { from: ME, to: SPENDER, amount: 2n, token: TOKEN },
      ],
    ])
    const summary = sendTx(router('0x0d', [batch]), ROUTER)
    expect(summary.actions.slice(1)).toMatchObject([
      { kind: 'tokenTransfer', from: ME, to: OTHER, amount: '1' },
      { kind: 'tokenTransfer', from: ME, to: SPENDER, amount: '2' },
    ])
  })

  it('bad input: unknown commands, version-dependent ones and malformed inputs are never shown as safe', () => {
    // 0x21 (sub-plan / Seaport) and 0x10 (v4 swap in v2, Seaport in v1) differ between router versions.
    expect(reasons(router('0x21', ['0x']), ROUTER)).toEqual(['undecoded'])
    expect(reasons(router('0x10', ['0x']), ROUTER)).toEqual(['undecoded'])
    expect(reasons(router('0x07', ['0x']), ROUTER)).toEqual(['undecoded'])
    // Bit 0x40 is unused: a command that sets it is not a known one.
    expect(reasons(router('0x4a', [permitInput(5n)]), ROUTER)).toEqual(['undecoded'])
    expect(reasons(router('0x0a', ['0xdeadbeef']), ROUTER)).toEqual(['undecoded'])
    expect(reasons(router('0x0a00', [permitInput(5n)]), ROUTER)).toEqual(['undecoded'])
    expect(reasons(router('0x0a', [permitInput(5n)]).slice(0, 200) as Hex, ROUTER)).toEqual(['undecoded'])
    const empty = encodeAbiParameters(permitBatch, [{ details: [], spender: SPENDER, sigDeadline: 1n }, SIG])
    expect(reasons(router('0x03', [empty]), ROUTER)).toEqual(['undecoded'])
  })

  it('behavior: a router call inside an ERC-7821 batch pulls from the account and still warns', () => {
    const inner = router('0x0a02', [
      permitInput(MAX160),
      encodeAbiParameters(transferFrom, [TOKEN, OTHER, 1n]),
    ])
    const summary = sendTx(execute(BATCH, batchData([{ to: ROUTER, value: 0n, data: inner }])))
    expect(summary.warnings).toEqual([{ reason: 'unlimited', token: { address: TOKEN }, spender: ROUTER }])
    expect(summary.actions.at(-1)).toMatchObject({ kind: 'tokenTransfer', from: ACCOUNT, to: OTHER })
  })
})

const nftAbi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
  'function permit(address holder, address spender, uint256 nonce, uint256 expiry, bool allowed, uint8 v, bytes32 r, bytes32 s)',
])

describe('summarizeRequest: NFT transfers, transferFrom and DAI permit calls', () => {
  it('behavior: ERC-721 safeTransferFrom (both overloads) says what moves, from whom, to whom', () => {
    const plain = encodeFunctionData({
      abi: nftAbi,
      functionName: 'safeTransferFrom',
      args: [ME, OTHER, 42n],
    })
    expect(sendTx(plain, TOKEN)).toEqual({
      method: 'eth_sendTransaction',
      actions: [
        {
          kind: 'nftTransfer',
          standard: 'ERC-721',
          token: { address: TOKEN },
          from: ME,
          to: OTHER,
          items: [{ id: '42', amount: '1' }],
          value: '0',
        },
      ],
      warnings: [],
    })
    const withData = encodeFunctionData({
      abi: nftAbi,
      functionName: 'safeTransferFrom',
      args: [ME, OTHER, 42n, '0x1234'],
    })
    expect(sendTx(withData, TOKEN).actions[0]).toMatchObject({
      kind: 'nftTransfer',
      standard: 'ERC-721',
      from: ME,
    })
  })

  it('behavior: ERC-1155 safeTransferFrom and safeBatchTransferFrom list ids and amounts', () => {
    const single = encodeFunctionData({
      abi: nftAbi,
      functionName: 'safeTransferFrom',
      args: [ME, OTHER, 7n, 3n, '0x'],
    })
    expect(sendTx(single, TOKEN).actions[0]).toMatchObject({
      kind: 'nftTransfer',
      standard: 'ERC-1155',
      items: [{ id: '7', amount: '3' }],
    })
    const batch = encodeFunctionData({
      abi: nftAbi,
      functionName: 'safeBatchTransferFrom',
      args: [ME, OTHER, [1n, 2n], [10n, 20n], '0x'],
    })
    expect(sendTx(batch, TOKEN).actions[0]).toMatchObject({
      kind: 'nftTransfer',
      from: ME,
      to: OTHER,
      items: [
        { id: '1', amount: '10' },
        { id: '2', amount: '20' },
      ],
    })
    // Ids and amounts that do not pair up, or a truncated call, fail closed.
    const uneven = encodeFunctionData({
      abi: nftAbi,
      functionName: 'safeBatchTransferFrom',
      args: [ME, OTHER, [1n, 2n], [10n], '0x'],
    })
    expect(reasons(uneven, TOKEN)).toEqual(['undecoded'])
    expect(reasons(single.slice(0, 90) as Hex, TOKEN)).toEqual(['undecoded'])
    // Native value beside an NFT transfer is flagged like beside a token call.
    const valued = summarizeRequest('eth_sendTransaction', [
      { from: ME, to: TOKEN, data: single, value: '0x1' },
    ])
    expect(valued.warnings.map((w) => w.reason)).toEqual(['value'])
  })

  it('behavior: transferFrom says whose tokens move', () => {
    const data = encodeFunctionData({ abi: nftAbi, functionName: 'transferFrom', args: [OTHER, SPENDER, 7n] })
    expect(sendTx(data, TOKEN).actions[0]).toEqual({
      kind: 'tokenTransfer',
      token: { address: TOKEN },
      from: OTHER,
      to: SPENDER,
      amount: '7',
      value: '0',
    })
  })

  it('behavior: DAI permit(holder, spender, nonce, expiry, allowed, v, r, s) as a call: allowed=true is unlimited', () => {
    const dai = (allowed: boolean) =>
      encodeFunctionData({
        abi: nftAbi,
        functionName: 'permit',
        args: [ME, SPENDER, 0n, 1_900_000_000n, allowed, 27, padHex('0x1'), padHex('0x2')],
      })
    const granted = sendTx(dai(true), TOKEN)
    expect(granted.actions[0]).toMatchObject({
      kind: 'permit',
      standard: 'DAI',
      spender: SPENDER,
      unlimited: true,
      deadline: '1900000000',
    })
    expect(granted.warnings).toEqual([{ reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER }])
    expect(sendTx(dai(false), TOKEN).warnings).toEqual([])
    // Inside a batch, and truncated (a known selector that does not parse).
    expect(reasons(execute(BATCH, batchData([{ to: TOKEN, value: 0n, data: dai(true) }])))).toEqual([
      'unlimited',
    ])
    expect(reasons(dai(true).slice(0, 100) as Hex, TOKEN)).toEqual(['undecoded'])
  })

  it('property: random bytes behind the new selectors never throw and never pass as a plain call', () => {
    const selectors = fc.constantFrom(
      '0xe9ae5c53', // execute(bytes32,bytes)
      '0x3593564c', // router execute with deadline
      '0x24856bc3', // router execute
      '0x42842e0e', // ERC-721 safeTransferFrom
      '0xf242432a', // ERC-1155 safeTransferFrom
      '0x2eb2c2d6', // safeBatchTransferFrom
      '0x8fcbaf0c', // DAI permit
    )
    fc.assert(
      fc.property(selectors, fc.uint8Array({ maxLength: 400 }), (selector, bytes) => {
        const summary = sendTx(`${selector}${Buffer.from(bytes).toString('hex')}` as Hex)
        expect(summary.actions.length).toBeGreaterThan(0)
        // Either it decoded to something named, or it warns: never a bare contract call alone.
        if (summary.actions.length === 1) expect(summary.actions[0]?.kind).not.toBe('contractCall')
      }),
    )
  })
})

describe('summarizeRequest: wallet_grantPermissions (ERC-7715)', () => {
  const expiry = 1_900_000_000
  it('behavior: a grant to a signer shows who gets what until when, and always warns', () => {
    const summary = summarizeRequest('wallet_grantPermissions', [
      {
        chainId: '0x7a69',
        address: ME,
        expiry,
        signer: { type: 'account', data: { address: OTHER } },
        permissions: [
          {
            type: 'erc20-token-allowance',
            data: { token: TOKEN, allowance: '0xffffffff' },
            policies: [{ type: 'gas-limit', data: { limit: '0x5208' } }],
          },
        ],
      },
    ])
    expect(summary.actions).toEqual([
      {
        kind: 'grantPermissions',
        account: ME,
        grantee: OTHER,
        chainId: '31337',
        expiry: String(expiry),
        permissions: [
          {
            type: 'erc20-token-allowance',
            fields: [
              ['data.token', TOKEN],
              ['data.allowance', '0xffffffff'],
              ['policies[0].type', 'gas-limit'],
              ['policies[0].data.limit', '0x5208'],
            ],
          },
        ],
        hidden: 0,
      },
    ])
    expect(summary.warnings).toEqual([{ reason: 'permissions', token: { address: ME }, spender: OTHER }])
  })

  it('behavior: the later draft (to, permission, rules) is read too, its expiry from the rule', () => {
    const summary = summarizeRequest('wallet_grantPermissions', [
      [
        {
          chainId: 84532,
          to: OTHER,
          permission: { type: 'native-token-stream', data: { amountPerSecond: '1', maxAmount: '10' } },
          rules: [{ type: 'expiry', data: { timestamp: expiry } }],
        },
      ],
    ])
    expect(summary.actions[0]).toMatchObject({
      kind: 'grantPermissions',
      account: '',
      grantee: OTHER,
      chainId: '84532',
      expiry: String(expiry),
    })
    expect(summary.warnings.map((w) => w.reason)).toEqual(['permissions'])
  })

  it('behavior: a grant with more fields than are shown says how many are not shown', () => {
    const data = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, String(i)]))
    const summary = summarizeRequest('wallet_grantPermissions', [
      { chainId: '0x1', signer: { type: 'wallet' }, permissions: [{ type: 'custom', data }] },
    ])
    expect(summary.actions[0]).toMatchObject({ kind: 'grantPermissions', grantee: 'wallet', hidden: 10 })
  })

  it('bad input: a grant not read here fails closed with a warning', () => {
    for (const params of [
      [],
      [{}],
      [{ chainId: '0x1', signer: { type: 'account', data: { address: OTHER } }, permissions: [] }],
      [{ chainId: '0x1', permissions: [{ type: 'x', data: {} }] }], // no one to grant to
      [{ chainId: 'one', to: OTHER, permission: { type: 'x' } }],
      'nonsense',
    ]) {
      const summary = summarizeRequest('wallet_grantPermissions', params)
      expect(summary.actions, JSON.stringify(params)).toEqual([
        { kind: 'undecoded', to: '', value: '0', name: 'wallet_grantPermissions' },
      ])
      expect(summary.warnings.map((w) => w.reason)).toEqual(['undecoded'])
    }
  })
})

describe('summarizeRequest: typed data with more fields than are shown', () => {
  it('behavior: an unknown permit-like type past 40 fields says how many are not shown', () => {
    const fields = Array.from({ length: 45 }, (_, i) => ({ name: `amount${i}`, type: 'uint256' }))
    const message = Object.fromEntries(fields.map((f, i) => [f.name, String(i)]))
    const summary = summarizeRequest('eth_signTypedData_v4', [
      ME,
      JSON.stringify({
        primaryType: 'Allowance',
        domain: { name: 'X', chainId: 1, verifyingContract: TOKEN },
        types: { Allowance: fields },
        message,
      }),
    ])
    const action = summary.actions[0]
    if (action?.kind !== 'permitLike') throw new Error(`expected permitLike, got ${action?.kind}`)
    expect(action.fields).toHaveLength(40)
    expect(action.hidden).toBe(5)
    expect(summary.warnings.map((w) => w.reason)).toEqual(['permitLike'])
  })
})

describe('summarizeRequest: Safe MultiSend batches run by delegatecall', () => {
  const SAFE = '0x00000000000000000000000000000000000005af'
  const MULTI_SEND = '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D'
  const safeAbi = parseAbi([
    'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures)',
    'function multiSend(bytes transactions)',
  ])
  const packed = (txs: { operation: number; to: Hex; value: bigint; data: Hex }[]) =>
    concat(
      txs.map((t) =>
        encodePacked(
          ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
          [t.operation, t.to, t.value, BigInt((t.data.length - 2) / 2), t.data],
        ),
      ),
    )
  const viaSafe = (transactions: Hex) =>
    encodeFunctionData({
      abi: safeAbi,
      functionName: 'execTransaction',
      args: [
        MULTI_SEND,
        0n,
        encodeFunctionData({ abi: safeAbi, functionName: 'multiSend', args: [transactions] }),
        1,
        0n,
        0n,
        0n,
        zeroAddress,
        zeroAddress,
        '0x',
      ],
    })

  it('behavior: an unlimited approve inside a MultiSend batch warns besides the delegatecall', () => {
    const summary = sendTx(
      viaSafe(
        packed([
          { operation: 0, to: OTHER, value: 1n, data: '0x' },
          { operation: 0, to: TOKEN, value: 0n, data: approveData(maxUint256) },
        ]),
      ),
      SAFE,
    )
    expect(summary.actions.map((a) => a.kind)).toEqual([
      'contractCall',
      'delegateCall',
      'nativeTransfer',
      'approve',
    ])
    expect(summary.warnings).toEqual([
      { reason: 'delegatecall', token: { address: SAFE }, spender: MULTI_SEND },
      { reason: 'unlimited', token: { address: TOKEN }, spender: SPENDER },
    ])
    // An exact approve keeps only the delegatecall's warning; a delegatecall inside the batch warns again.
    expect(
      reasons(viaSafe(packed([{ operation: 0, to: TOKEN, value: 0n, data: approveData(5n) }])), SAFE),
    ).toEqual(['delegatecall'])
    expect(reasons(viaSafe(packed([{ operation: 1, to: OTHER, value: 0n, data: '0x1234' }])), SAFE)).toEqual([
      'delegatecall',
      'delegatecall',
    ])
  })

  it('bad input: a MultiSend list that does not parse to its end fails closed', () => {
    const good = packed([{ operation: 0, to: TOKEN, value: 0n, data: approveData(5n) }])
    expect(reasons(viaSafe(good.slice(0, -8) as Hex), SAFE)).toEqual(['delegatecall', 'undecoded'])
    expect(reasons(viaSafe(`${good}00` as Hex), SAFE)).toEqual(['delegatecall', 'undecoded'])
  })
})

describe('summarizeRequest: more smart-account spellings', () => {
  const accountAbi = parseAbi([
    'function execute_ncC(address dest, uint256 value, bytes func)',
    'function executeBatch_y6U(address[] dest, uint256[] value, bytes[] func)',
    'function executeBatch(address[] dest, bytes[] func)',
  ])
  it('behavior: Biconomy execute_ncC / executeBatch_y6U (empty value list too) decode the calls inside', () => {
    const single = encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute_ncC',
      args: [TOKEN, 0n, approveData(maxUint256)],
    })
    expect(reasons(single)).toEqual(['unlimited'])
    const batch = (values: bigint[]) =>
      encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch_y6U',
        args: [[OTHER, TOKEN], values, ['0x', approveData(maxUint256)]],
      })
    expect(reasons(batch([]))).toEqual(['unlimited'])
    expect(reasons(batch([1n, 0n]))).toEqual(['unlimited'])
    expect(reasons(batch([1n]))).toEqual(['undecoded'])
  })

  it('bad input: executeBatch(dest[], func[]) with lists of different lengths fails closed', () => {
    const uneven = encodeFunctionData({
      abi: accountAbi,
      functionName: 'executeBatch',
      args: [[OTHER], ['0x', approveData(maxUint256)]],
    })
    expect(reasons(uneven)).toEqual(['undecoded'])
  })
})
