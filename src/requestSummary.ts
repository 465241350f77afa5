import {
  bytesToHex,
  decodeFunctionData,
  type Hex,
  hexToString,
  isHex,
  parseAbi,
  toFunctionSelector,
} from 'viem'
import { SEND_CALLS_MAX } from './constants.ts'
import { displayText } from './displayText.ts'
import { executionCalls } from './executionMode.ts'
import { flattenFields } from './flattenFields.ts'
import { multiSendCalls } from './multiSend.ts'
import { type PermissionGrant, permissionGrants } from './permissionRequest.ts'
import { decodeBase58 } from './solana.ts'
import { routerSteps, universalRouterAbi } from './universalRouter.ts'
import { z } from './zod.ts'

/** A token a request touches; symbol and decimals are filled in from the chain when they can be read. */
export type TokenRef = { address: string; symbol?: string | undefined; decimals?: number | undefined }

/** What a request would do, decoded for the ApproveTransaction view. Amounts are base units as decimal strings. */
export type RequestAction =
  | { kind: 'nativeTransfer'; to: string; value: string }
  // `value` (native currency in base units) is set on every action decoded from a transaction.
  // `from` is whose tokens move, when the call names it (transferFrom, a router's Permit2 transfer).
  | {
      kind: 'tokenTransfer'
      token: TokenRef
      to: string
      amount: string
      from?: string | undefined
      value?: string | undefined
    }
  /** ERC-721 / ERC-1155 safeTransferFrom and safeBatchTransferFrom: which items of `token` move, from and to whom. */
  | {
      kind: 'nftTransfer'
      standard: 'ERC-721' | 'ERC-1155'
      token: TokenRef
      from: string
      to: string
      items: { id: string; amount: string }[]
      value?: string | undefined
    }
  /** A Universal Router command that neither grants nor moves an allowance (a swap, a wrap), by its name. */
  | { kind: 'routerCommand'; to: string; command: string }
  /** An ERC-7715 wallet_grantPermissions request: always warned about, it lets someone act without asking again. */
  | ({ kind: 'grantPermissions' } & PermissionGrant)
  | {
      kind: 'approve'
      method: 'approve' | 'increaseAllowance' | 'permit2Approve'
      token: TokenRef
      spender: string
      amount: string
      unlimited: boolean
      value?: string | undefined
    }
  | { kind: 'approveAll'; token: TokenRef; operator: string; approved: boolean; value?: string | undefined }
  | {
      kind: 'permit'
      standard: 'EIP-2612' | 'DAI' | 'Permit2'
      token: TokenRef
      spender: string
      amount: string
      unlimited: boolean
      deadline?: string | undefined
      value?: string | undefined
    }
  /** `name`: the function, where the decoder knows it (a wrapper or router whose calls are listed after it). */
  | { kind: 'contractCall'; to: string; value: string; selector: string; name?: string | undefined }
  /**
   * A Safe `execTransaction` with operation 1: the Safe runs `to`'s code as its own (delegatecall), so that code can
   * do anything the Safe can, with every token it holds. Its calldata is not decoded as an ordinary call: what it
   * does depends on `to`'s code, not on the selector.
   */
  | {
      kind: 'delegateCall'
      safe: string
      to: string
      value: string
      selector: string
      /** Set for a smart account's ERC-7579 / Kernel delegatecall (`safe` is then that account). */
      smartAccount?: true | undefined
    }
  /** A known selector or permit type whose arguments do not parse: shown as such, and warned about. */
  | { kind: 'undecoded'; to: string; value: string; name: string }
  | { kind: 'message'; text: string }
  | { kind: 'typedData'; primaryType: string; domain: string }
  /** Typed data of an unknown type that may hand out tokens: every declared field, with where it is valid. */
  | {
      kind: 'permitLike'
      primaryType: string
      verifyingContract: string
      chainId: string
      fields: [name: string, value: string][]
      /** Fields past the shown ones; the person is told how many are not shown. */
      hidden?: number | undefined
    }
  | { kind: 'other'; method: string }
  | { kind: 'solanaRisk'; warning: SolanaWarning }

/**
 * The prominent warning of spec-part-6 gate: unlimited or all-token approvals, a token call that also moves
 * native currency ('value': `spender` is the called contract), or a known call that could not be decoded
 * ('undecoded': `spender` is the contract).
 */
export type ApprovalWarning = {
  reason:
    | 'unlimited'
    | 'all'
    | 'value'
    | 'undecoded'
    | 'permitLike'
    | 'delegatecall'
    | 'accountDelegatecall'
    | 'permissions'
  token: TokenRef
  spender: string
}

/**
 * A Solana instruction that hands over control of an account, or one Walletdock could not read (fail closed,
 * issue #11): each is both the action shown and its warning. `authorityType` is the SPL Token AuthorityType
 * name (MintTokens, FreezeAccount, AccountOwner, CloseAccount, or a Token-2022 one); a null `newAuthority`
 * removes the authority for good. `program` of an undecoded instruction is empty when the bytes are no transaction.
 */
export type SolanaWarning =
  | { reason: 'setAuthority'; account: string; authorityType: string; newAuthority: string | null }
  | { reason: 'assign'; account: string; program: string }
  | { reason: 'closeAccount'; account: string; destination: string }
  | { reason: 'undecodedInstruction'; program: string }

/** Any warning a request carries; one of them sends the request through the warning view. */
export type RequestWarning = ApprovalWarning | SolanaWarning

/** A decoded request: one action per call (wallet_sendCalls has several) and the warnings they carry. */
export type RequestSummary = { method: string; actions: RequestAction[]; warnings: RequestWarning[] }

// No one means an allowance of 2^96 base units literally (79 billion tokens of 18 decimals): from there on it is
// unlimited, whatever the type's maximum. The all-ones value of a narrower type is unlimited too.
const UNLIMITED_FROM = 2n ** 96n

/**
 * Whether an allowance amount is unlimited: at least 2^96, the max of its width, or more than the token's total
 * supply when that is known.
 */
export function isUnlimitedAmount(amount: bigint, bits = 256, totalSupply?: bigint): boolean {
  if (totalSupply !== undefined && amount > totalSupply) return true
  return amount >= UNLIMITED_FROM || amount === 2n ** BigInt(bits) - 1n
}

/** Uniswap's Permit2, at the same address on every chain; its calls are trusted as Permit2 only there. */
export const PERMIT2_ADDRESS = '0x000000000022d473030f116ddee9f6b43ac78ba3'

const callAbi = [
  fn('transfer', ['address', 'uint256']),
  fn('approve', ['address', 'uint256']),
  fn('increaseAllowance', ['address', 'uint256']),
  // The older OpenZeppelin / StandardToken spelling of the same call: an allowance raise like increaseAllowance.
  fn('increaseApproval', ['address', 'uint256']),
  fn('setApprovalForAll', ['address', 'bool']),
  fn('transferFrom', ['address', 'address', 'uint256']),
  // Permit2's on-chain allowance: approve(token, spender, uint160 amount, uint48 expiration).
  fn('approve', ['address', 'address', 'uint160', 'uint48']),
  // EIP-2612 submitted as a call: permit(owner, spender, value, deadline, v, r, s).
  fn('permit', ['address', 'address', 'uint256', 'uint256', 'uint8', 'bytes32', 'bytes32']),
  // DAI's own permit: permit(holder, spender, nonce, expiry, allowed, v, r, s); allowed=true is unlimited.
  fn('permit', ['address', 'address', 'uint256', 'uint256', 'bool', 'uint8', 'bytes32', 'bytes32']),
  // ERC-721 safeTransferFrom(from, to, tokenId[, data]) and ERC-1155 safeTransferFrom(from, to, id, amount, data).
  fn('safeTransferFrom', ['address', 'address', 'uint256']),
  fn('safeTransferFrom', ['address', 'address', 'uint256', 'bytes']),
  fn('safeTransferFrom', ['address', 'address', 'uint256', 'uint256', 'bytes']),
  fn('safeBatchTransferFrom', ['address', 'address', 'uint256[]', 'uint256[]', 'bytes']),
] as const

function fn<const N extends string, const T extends readonly string[]>(name: N, types: T) {
  return {
    type: 'function',
    name,
    stateMutability: 'nonpayable',
    inputs: types.map((type) => ({ type })) as { [K in keyof T]: { type: T[K] } },
    outputs: [],
  } as const
}

const hexish = z.string().check(z.regex(/^0[xX][0-9a-fA-F]*$/))
const quantity = z.optional(
  z.union([hexish, z.string().check(z.regex(/^\d+$/)), z.int().check(z.nonnegative())]),
)
const txSchema = z.looseObject({
  from: z.optional(z.string()),
  to: z.nullish(z.string()),
  value: quantity,
  data: z.optional(hexish),
  input: z.optional(hexish),
})

/** Decodes a request for display. Never throws: what cannot be decoded is shown as a plain call or method. */
export function summarizeRequest(method: string, params: unknown): RequestSummary {
  try {
    return summarizeActions(method, decodeActions(method, params))
  } catch {
    // A decoder bug must not let a request through undecorated: fail closed, with a warning.
    return summarizeActions(method, [{ kind: 'undecoded', to: '', value: '0', name: method }])
  }
}

/** A summary of actions decoded elsewhere (Solana transactions are decoded in the worker), with their warnings. */
export function summarizeActions(method: string, actions: RequestAction[]): RequestSummary {
  return { method, actions, warnings: actions.flatMap(warningOf) }
}

function decodeActions(method: string, params: unknown): RequestAction[] {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'eth_sendTransaction': {
      const tx = txSchema.safeParse(list[0])
      return tx.success
        ? decodeTransaction(tx.data, { depth: 0, budget: MAX_CALLS }, tx.data.from)
        : [{ kind: 'other', method }]
    }
    case 'wallet_sendCalls': {
      const calls = z
        .object({ from: z.optional(z.string()), calls: z.array(txSchema).check(z.maxLength(MAX_CALLS)) })
        .safeParse(list[0])
      if (!calls.success) return [{ kind: 'undecoded', to: '', value: '0', name: method }]
      const budget = { depth: 0, budget: MAX_CALLS }
      return calls.data.calls.flatMap((call) => decodeTransaction(call, budget, calls.data.from))
    }
    case 'wallet_grantPermissions': {
      // ERC-7715: a grant lets its holder act for the account without asking again, so it always warns; a
      // request not read here is shown as undecodable, with that warning (fail closed).
      const grants = permissionGrants(params)
      return grants
        ? grants.map((grant) => ({ kind: 'grantPermissions', ...grant }))
        : [{ kind: 'undecoded', to: '', value: '0', name: method }]
    }
    case 'personal_sign':
      return [{ kind: 'message', text: readableMessage(list[0]) }]
    case 'eth_sendUserOperation': {
      // ERC-4337: the account (`sender`) runs `callData` on itself, usually an execute/executeBatch wrapper.
      const op = z.looseObject({ sender: z.string(), callData: hexish }).safeParse(list[0])
      return op.success
        ? decodeTransaction(
            { to: op.data.sender, data: op.data.callData },
            { depth: 0, budget: MAX_CALLS },
            op.data.sender,
          )
        : [{ kind: 'undecoded', to: '', value: '0', name: method }]
    }
    case 'eth_signTypedData_v4':
      return [decodeTypedData(list[1])]
    case 'solana_signMessage':
      return [{ kind: 'message', text: solanaMessage(params) }]
    default:
      return [{ kind: 'other', method }]
  }
}

function toBigInt(value: string | number | undefined): bigint {
  return value === undefined ? 0n : BigInt(value)
}

// Selectors of the calls decoded here: one of them that does not parse is not shown as a harmless call.
const KNOWN_SELECTORS: ReadonlyMap<string, string> = new Map(
  callAbi.map((item) => [toFunctionSelector(item), item.name] as const),
)

// Calls in one request (wallet_sendCalls and the calls wrapped inside it) and wrapper nesting are bounded, so a
// huge or deeply nested batch cannot stall the decoder; past the bound the request is shown as undecodable.
const MAX_CALLS = SEND_CALLS_MAX
const MAX_WRAP_DEPTH = 3

// Smart-account and Safe wrappers: the calls inside them are decoded like top-level ones.
const wrapperAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  // ERC-7579 / ERC-7821: the mode says how executionData encodes one call, a batch, or a delegatecall.
  'function execute(bytes32 mode, bytes executionData)',
  'function executeFromExecutor(bytes32 mode, bytes executionData)',
  // Kernel v2 (operation 1 is a delegatecall) and Safe's ERC-4337 module (Enum.Operation as in execTransaction).
  'function execute(address to, uint256 value, bytes data, uint8 operation)',
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
  // Biconomy v2's gas-saving names for the same execute and executeBatch.
  'function execute_ncC(address dest, uint256 value, bytes func)',
  'function executeBatch_y6U(address[] dest, uint256[] value, bytes[] func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function executeBatch(address[] dest, bytes[] func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures)',
  // Self-multicall (OpenZeppelin Multicall, Uniswap routers): each item is a call to the same contract, with the
  // sender's own rights, so an approve inside it is as real as a top-level one.
  'function multicall(bytes[] data)',
  'function multicall(uint256 deadline, bytes[] data)',
  // Multicall3 and its predecessors: calls to other targets.
  'function aggregate((address target, bytes callData)[] calls)',
  'function tryAggregate(bool requireSuccess, (address target, bytes callData)[] calls)',
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls)',
  'function aggregate3Value((address target, bool allowFailure, uint256 value, bytes callData)[] calls)',
])
const WRAPPER_SELECTORS: ReadonlyMap<string, string> = new Map(
  wrapperAbi.map((item) => [toFunctionSelector(item), item.name] as const),
)

// `delegate` says whose authority a delegatecall borrows: a Safe's, or another smart account's.
type Inner = { to: string; value: bigint; data: Hex; delegate?: 'safe' | 'account' | undefined }

function innerCalls(to: string, data: Hex): Inner[] | undefined {
  const call = decodeFunctionData({ abi: wrapperAbi, data })
  switch (call.functionName) {
    case 'executeFromExecutor':
      return modeCalls(to, call.args[0], call.args[1])
    case 'executeUserOp':
    case 'executeUserOpWithErrorString':
      return [
        {
          to: call.args[0],
          value: call.args[1],
          data: call.args[2],
          delegate: delegated(call.args[3], 'safe'),
        },
      ]
    case 'multicall':
      return (call.args.length === 1 ? call.args[0] : call.args[1]).map((d) => ({ to, value: 0n, data: d }))
    case 'aggregate':
      return call.args[0].map((c) => ({ to: c.target, value: 0n, data: c.callData }))
    case 'tryAggregate':
      return call.args[1].map((c) => ({ to: c.target, value: 0n, data: c.callData }))
    case 'aggregate3':
      return call.args[0].map((c) => ({ to: c.target, value: 0n, data: c.callData }))
    case 'aggregate3Value':
      return call.args[0].map((c) => ({ to: c.target, value: c.value, data: c.callData }))
    case 'execute': {
      const args = call.args
      if (args.length === 2) return modeCalls(to, args[0], args[1])
      if (args.length === 4)
        return [{ to: args[0], value: args[1], data: args[2], delegate: delegated(args[3], 'account') }]
      return [{ to: args[0], value: args[1], data: args[2] }]
    }
    case 'execTransaction':
      return [
        {
          to: call.args[0],
          value: call.args[1],
          data: call.args[2],
          delegate: delegated(call.args[3], 'safe'),
        },
      ]
    case 'execute_ncC':
      return [{ to: call.args[0], value: call.args[1], data: call.args[2] }]
    case 'executeBatch_y6U':
      // Biconomy accepts an empty value list for calls that send none.
      return parallelCalls(call.args[0], call.args[1].length === 0 ? undefined : call.args[1], call.args[2])
    case 'executeBatch': {
      const args = call.args
      if (args.length === 1) return args[0].map((c) => ({ to: c.target, value: c.value, data: c.data }))
      if (args.length === 2) return parallelCalls(args[0], undefined, args[1])
      return parallelCalls(args[0], args[1], args[2])
    }
  }
}

// Parallel arrays of targets, values and calldata; of different lengths they do not describe calls the account
// would make (it reverts), so they are not decodable.
function parallelCalls(
  to: readonly string[],
  value: readonly bigint[] | undefined,
  func: readonly Hex[],
): Inner[] | undefined {
  if (to.length !== func.length || (value && value.length !== to.length)) return undefined
  return to.map((dest, i) => ({ to: dest, value: value?.[i] ?? 0n, data: func[i] ?? '0x' }))
}

// Operation 0 is a call; 1 is a delegatecall, and any other value is not a plain call either (Safe's Enum.Operation).
function delegated(operation: number, wrapper: 'safe' | 'account'): 'safe' | 'account' | undefined {
  return operation === 0 ? undefined : wrapper
}

function modeCalls(account: string, mode: Hex, executionData: Hex): Inner[] | undefined {
  return executionCalls(account, mode, executionData)?.map((call) => ({
    ...call,
    delegate: call.delegate ? 'account' : undefined,
  }))
}

const ROUTER_SELECTORS: ReadonlySet<string> = new Set(
  universalRouterAbi.map((item) => toFunctionSelector(item)),
)

/**
 * `sender` is who calls `tx.to` (the request's `from`, or the account or contract a wrapper calls through): a
 * router's Permit2 transfer moves the sender's tokens.
 */
function decodeTransaction(
  tx: z.output<typeof txSchema>,
  bound: { depth: number; budget: number },
  sender: string | undefined,
): RequestAction[] {
  const to = tx.to ?? ''
  const value = toBigInt(tx.value).toString()
  if (--bound.budget < 0) return [{ kind: 'undecoded', to, value, name: 'calls' }]
  // A wallet may send either field; when both are given and differ, what it will sign cannot be told.
  if (tx.data !== undefined && tx.input !== undefined && tx.data.toLowerCase() !== tx.input.toLowerCase())
    return [{ kind: 'undecoded', to, value, name: 'data/input' }]
  // Hex is case-insensitive: a selector spelled in capitals is the same call.
  const data = `0x${(tx.data ?? tx.input ?? '0x').slice(2).toLowerCase()}` as Hex
  if (data === '0x') return [{ kind: 'nativeTransfer', to, value }]
  const selector = data.slice(0, 10)
  if (ROUTER_SELECTORS.has(selector)) return routerActions(to, value, data, selector, bound, sender)
  const wrapper = WRAPPER_SELECTORS.get(selector)
  if (wrapper) {
    let inner: Inner[] | undefined
    try {
      inner = bound.depth < MAX_WRAP_DEPTH ? innerCalls(to, data) : undefined
    } catch {
      inner = undefined
    }
    if (!inner || inner.length > bound.budget) return [{ kind: 'undecoded', to, value, name: wrapper }]
    const nested = { depth: bound.depth + 1, budget: bound.budget }
    // The wrapper call itself is shown (with the value sent to the account), then each call it makes.
    const actions: RequestAction[] = [{ kind: 'contractCall', to, value, selector, name: wrapper }]
    // A self-multicall keeps its caller; every other wrapper calls out as itself (the account, Multicall3).
    const innerSender = wrapper === 'multicall' ? sender : to
    for (const call of inner)
      if (call.delegate) {
        const delegateCall = {
          kind: 'delegateCall',
          safe: to,
          to: call.to,
          value: call.value.toString(),
          selector: call.data.slice(0, 10),
          ...(call.delegate === 'account' ? { smartAccount: true as const } : {}),
        } as const
        actions.push(delegateCall)
        // A delegatecall to MultiSend (how Safe batches) keeps its warning, and the calls it makes as the account
        // are decoded too: its advice names MultiSend as a library to know, so an approve inside must show.
        if (call.data.slice(0, 10) === MULTI_SEND_SELECTOR)
          actions.push(...multiSendActions(to, call.to, call.data, delegateCall, nested))
      } else
        actions.push(
          ...decodeTransaction(
            { to: call.to, value: `0x${call.value.toString(16)}`, data: call.data },
            nested,
            innerSender,
          ),
        )
    bound.budget = nested.budget
    return actions
  }
  const decoded = decodeCall(to, data)
  if (decoded) return [{ ...decoded, value }]
  const known = KNOWN_SELECTORS.get(selector)
  if (known) return [{ kind: 'undecoded', to, value, name: known }]
  return [{ kind: 'contractCall', to, value, selector }]
}

const MULTI_SEND_SELECTOR = '0x8d80ff0a'

function multiSendActions(
  account: string,
  library: string,
  data: Hex,
  delegateCall: Extract<RequestAction, { kind: 'delegateCall' }>,
  bound: { depth: number; budget: number },
): RequestAction[] {
  const calls = bound.depth < MAX_WRAP_DEPTH ? multiSendCalls(data, bound.budget) : undefined
  if (!calls) return [{ kind: 'undecoded', to: library, value: '0', name: 'multiSend' }]
  const nested = { depth: bound.depth + 1, budget: bound.budget }
  const actions = calls.flatMap((call): RequestAction[] =>
    call.delegate
      ? [{ ...delegateCall, to: call.to, value: call.value.toString(), selector: call.data.slice(0, 10) }]
      : decodeTransaction(
          { to: call.to, value: `0x${call.value.toString(16)}`, data: call.data },
          nested,
          account,
        ),
  )
  bound.budget = nested.budget
  return actions
}

/**
 * A Universal Router execute: the call itself, then each command; Permit2 allowances and transfers as permits and
 * transfers, known commands by name, and unknown or malformed ones as undecodable (never as harmless).
 */
function routerActions(
  to: string,
  value: string,
  data: Hex,
  selector: string,
  bound: { budget: number },
  sender: string | undefined,
): RequestAction[] {
  let steps: ReturnType<typeof routerSteps>
  try {
    const call = decodeFunctionData({ abi: universalRouterAbi, data })
    steps = routerSteps(call.args[0], call.args[1], sender)
  } catch {
    steps = undefined
  }
  if (!steps || steps.length > bound.budget) return [{ kind: 'undecoded', to, value, name: 'execute' }]
  bound.budget -= steps.length
  const actions: RequestAction[] = [{ kind: 'contractCall', to, value, selector, name: 'execute' }]
  for (const step of steps)
    switch (step.type) {
      case 'permit':
        actions.push({
          kind: 'permit',
          standard: 'Permit2',
          token: { address: step.token },
          spender: step.spender,
          amount: step.amount.toString(),
          unlimited: isUnlimitedAmount(step.amount, 160),
          deadline: step.deadline.toString(),
        })
        break
      case 'transferFrom':
        actions.push({
          kind: 'tokenTransfer',
          token: { address: step.token },
          from: step.from,
          to: step.to,
          amount: step.amount.toString(),
        })
        break
      case 'command':
        actions.push({ kind: 'routerCommand', to, command: step.name })
        break
      case 'unknown':
        actions.push({ kind: 'undecoded', to, value: '0', name: step.name })
        break
    }
  return actions
}

// Trailing bytes after the arguments are ignored by the decoder, so padding cannot hide an approval.
type CallAction = Extract<
  RequestAction,
  {
    kind: 'tokenTransfer' | 'nftTransfer' | 'approve' | 'approveAll' | 'permit' | 'contractCall' | 'undecoded'
  }
>

function decodeCall(to: string, data: Hex): CallAction | undefined {
  const token: TokenRef = { address: to }
  let call: ReturnType<typeof decodeFunctionData<typeof callAbi>>
  try {
    call = decodeFunctionData({ abi: callAbi, data })
  } catch {
    return undefined
  }
  const a = call.args
  switch (call.functionName) {
    case 'transfer':
      return { kind: 'tokenTransfer', token, to: String(a[0]), amount: String(a[1]) }
    case 'transferFrom':
      return { kind: 'tokenTransfer', token, from: String(a[0]), to: String(a[1]), amount: String(a[2]) }
    case 'safeTransferFrom':
      return {
        kind: 'nftTransfer',
        standard: a.length === 5 ? 'ERC-1155' : 'ERC-721',
        token,
        from: String(a[0]),
        to: String(a[1]),
        items: [{ id: String(a[2]), amount: a.length === 5 ? String(a[3]) : '1' }],
      }
    case 'safeBatchTransferFrom': {
      const [from, toAddress, ids, amounts] = call.args as readonly [string, string, bigint[], bigint[], Hex]
      // Ids and amounts of different lengths do not describe a transfer the token would make.
      if (ids.length !== amounts.length || ids.length === 0)
        return { kind: 'undecoded', to, value: '0', name: 'safeBatchTransferFrom' }
      return {
        kind: 'nftTransfer',
        standard: 'ERC-1155',
        token,
        from,
        to: toAddress,
        items: ids.map((id, i) => ({ id: id.toString(), amount: String(amounts[i]) })),
      }
    }
    case 'approve':
      if (a.length === 4) {
        // Permit2's approve is trusted only at Permit2; elsewhere it is an unknown contract's call.
        if (to.toLowerCase() !== PERMIT2_ADDRESS)
          return { kind: 'contractCall', to, value: '0', selector: data.slice(0, 10) }
        const amount = a[2] as bigint
        return {
          kind: 'approve',
          method: 'permit2Approve',
          token: { address: String(a[0]) },
          spender: String(a[1]),
          amount: amount.toString(),
          unlimited: isUnlimitedAmount(amount, 160),
        }
      }
      return allowance('approve', token, String(a[0]), a[1] as bigint)
    case 'increaseAllowance':
    case 'increaseApproval':
      return allowance('increaseAllowance', token, String(a[0]), a[1] as bigint)
    case 'setApprovalForAll':
      return { kind: 'approveAll', token, operator: String(a[0]), approved: a[1] === true }
    case 'permit': {
      if (a.length === 8) {
        const allowed = a[4] === true
        return {
          kind: 'permit',
          standard: 'DAI',
          token,
          spender: String(a[1]),
          amount: allowed ? (2n ** 256n - 1n).toString() : '0',
          unlimited: allowed,
          deadline: String(a[3]),
        }
      }
      const amount = a[2] as bigint
      return {
        kind: 'permit',
        standard: 'EIP-2612',
        token,
        spender: String(a[1]),
        amount: amount.toString(),
        unlimited: isUnlimitedAmount(amount),
        deadline: String(a[3]),
      }
    }
  }
}

function allowance(
  method: 'approve' | 'increaseAllowance',
  token: TokenRef,
  spender: string,
  amount: bigint,
): CallAction {
  return {
    kind: 'approve',
    method,
    token,
    spender,
    amount: amount.toString(),
    unlimited: isUnlimitedAmount(amount),
  }
}

// solana_signMessage carries the message as base58; shown as text when it is text, else as it came.
function solanaMessage(params: unknown): string {
  const raw = (params as { message?: unknown } | null)?.message
  if (typeof raw !== 'string') return ''
  const bytes = decodeBase58(raw)
  if (!bytes) return raw
  return readableMessage(bytesToHex(bytes))
}

function readableMessage(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  if (!isHex(raw)) return raw
  try {
    const text = hexToString(raw)
    // Binary data (e.g. a hash) is shown as hex rather than as garbled characters.
    return /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(text) ? text : raw
  } catch {
    return raw
  }
}

const uintish = z.union([
  z.string().check(z.regex(/^(0[xX][0-9a-fA-F]+|\d+)$/)),
  z.int().check(z.nonnegative()),
])
const addressish = z.string().check(z.regex(/^0[xX][0-9a-fA-F]{40}$/))
const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.optional(
    z.looseObject({
      name: z.optional(z.string()),
      verifyingContract: z.optional(z.string()),
      chainId: z.optional(uintish),
    }),
  ),
  message: z.record(z.string(), z.unknown()),
})
const permitSchema = z.looseObject({ spender: addressish, value: uintish, deadline: z.optional(uintish) })
const daiPermitSchema = z.looseObject({
  spender: addressish,
  allowed: z.boolean(),
  expiry: z.optional(uintish),
})
const permit2Details = z.looseObject({ token: addressish, amount: uintish, expiration: z.optional(uintish) })
const permit2Single = z.looseObject({
  details: permit2Details,
  spender: addressish,
  sigDeadline: z.optional(uintish),
})
const permit2Batch = z.looseObject({
  details: z.array(permit2Details).check(z.minLength(1)),
  spender: addressish,
})
const transferPermitted = z.looseObject({ token: addressish, amount: uintish })
const permit2Transfer = z.looseObject({
  permitted: z.union([transferPermitted, z.array(transferPermitted).check(z.minLength(1))]),
  spender: addressish,
  deadline: z.optional(uintish),
})

// Types whose meaning is known: one that does not parse is shown as undecodable, not as harmless typed data.
const PERMIT_TYPES = [
  'Permit',
  'PermitSingle',
  'PermitBatch',
  'PermitTransferFrom',
  'PermitBatchTransferFrom',
]
// Names that mark a type or field as handing out tokens; such an unknown type is shown field by field.
// Marketplace orders (Seaport's offer/consideration) and EIP-3009 transfer authorisations move assets too.
const PERMIT_LIKE =
  /permit|approv|allowance|spender|operator|delegat|order|offer|consideration|transfer|authori[sz]/i

// Display strings from typed data are capped and stripped of bidirectional controls, which can reorder text
// (displayText, the one cleaner of outside text).
const MAX_FIELDS = 40
const MAX_DEPTH = 6
const MAX_ITEMS = 50

class UndeclaredShape extends Error {}

/**
 * The message as its `types` declare it: only declared fields are read (an undeclared key is never trusted), and
 * a declared field that is missing or of the wrong shape makes the message undecodable.
 */
function declaredValue(
  types: Record<string, { name: string; type: string }[]>,
  type: string,
  value: unknown,
  depth: number,
): unknown {
  if (depth > MAX_DEPTH) throw new UndeclaredShape()
  const array = /^(.*)\[\d*\]$/.exec(type)
  if (array?.[1] !== undefined) {
    if (!Array.isArray(value) || value.length > MAX_ITEMS) throw new UndeclaredShape()
    const base = array[1]
    return value.map((item) => declaredValue(types, base, item, depth + 1))
  }
  const fields = Object.hasOwn(types, type) ? types[type] : undefined
  if (!fields) {
    if (typeof value === 'object' && value !== null) throw new UndeclaredShape()
    return value
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UndeclaredShape()
  const out: Record<string, unknown> = {}
  for (const field of fields) {
    if (!Object.hasOwn(value, field.name)) throw new UndeclaredShape()
    out[field.name] = declaredValue(
      types,
      field.type,
      (value as Record<string, unknown>)[field.name],
      depth + 1,
    )
  }
  return out
}

function decodeTypedData(raw: unknown): RequestAction {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return { kind: 'undecoded', to: '', value: '0', name: 'eth_signTypedData_v4' }
    }
  }
  const parsed = typedDataSchema.safeParse(value)
  if (!parsed.success) return { kind: 'undecoded', to: '', value: '0', name: 'eth_signTypedData_v4' }
  const { primaryType, domain, types } = parsed.data
  const verifyingContract =
    typeof domain?.verifyingContract === 'string' ? displayText(domain.verifyingContract) : ''
  const chainId = domain?.chainId === undefined ? '' : displayText(String(domain.chainId))
  const name = displayText(primaryType)
  const undecoded: RequestAction = { kind: 'undecoded', to: verifyingContract, value: '0', name }
  let message: unknown
  try {
    message = declaredValue(types, primaryType, parsed.data.message, 0)
  } catch {
    // A message that does not match its declared types (primaryType undeclared, a field missing or misshapen)
    // cannot be hashed as shown: what the wallet would sign is unknown, whatever the type's name.
    return undecoded
  }
  try {
    const known = knownPermit(primaryType, message, verifyingContract)
    if (known) return known
  } catch {
    return undecoded
  }
  const declaredNames = (types[primaryType] ?? []).map((f) => f.name).join(' ')
  const onPermit2 = verifyingContract.toLowerCase() === PERMIT2_ADDRESS
  if (PERMIT_TYPES.includes(primaryType) && onPermit2) return undecoded
  if (
    PERMIT_TYPES.includes(primaryType) ||
    PERMIT_LIKE.test(primaryType) ||
    PERMIT_LIKE.test(declaredNames)
  ) {
    const { rows, hidden } = flattenFields(message, MAX_FIELDS)
    return {
      kind: 'permitLike',
      primaryType: name,
      verifyingContract,
      chainId,
      fields: rows,
      ...(hidden > 0 ? { hidden } : {}),
    }
  }
  return { kind: 'typedData', primaryType: name, domain: displayText(domain?.name ?? '') }
}

// The permits whose meaning is known; Permit2's only when the domain is Permit2's own contract.
function knownPermit(
  primaryType: string,
  message: unknown,
  verifyingContract: string,
): RequestAction | undefined {
  const verifyingToken: TokenRef = { address: verifyingContract }
  const onPermit2 = verifyingContract.toLowerCase() === PERMIT2_ADDRESS
  const permit2 = (token: string, spender: string, amount: bigint, deadline?: string): RequestAction => ({
    kind: 'permit',
    standard: 'Permit2',
    token: { address: token },
    spender,
    amount: amount.toString(),
    unlimited: isUnlimitedAmount(amount, 160),
    deadline,
  })
  const bigOf = (v: string | number) => BigInt(v)
  if (primaryType === 'Permit') {
    const dai = daiPermitSchema.safeParse(message)
    if (dai.success)
      return {
        kind: 'permit',
        standard: 'DAI',
        token: verifyingToken,
        spender: dai.data.spender,
        amount: dai.data.allowed ? (2n ** 256n - 1n).toString() : '0',
        unlimited: dai.data.allowed,
        deadline: dai.data.expiry === undefined ? undefined : String(bigOf(dai.data.expiry)),
      }
    const eip2612 = permitSchema.safeParse(message)
    if (eip2612.success) {
      const amount = bigOf(eip2612.data.value)
      return {
        kind: 'permit',
        standard: 'EIP-2612',
        token: verifyingToken,
        spender: eip2612.data.spender,
        amount: amount.toString(),
        unlimited: isUnlimitedAmount(amount),
        deadline: eip2612.data.deadline === undefined ? undefined : String(bigOf(eip2612.data.deadline)),
      }
    }
    return undefined
  }
  if (!onPermit2) return undefined
  // The riskiest entry stands for a batch, so an unlimited one is never hidden behind a small one.
  const top = <T extends { amount: string | number }>(list: T[]) =>
    [...list].sort((a, b) =>
      bigOf(b.amount) > bigOf(a.amount) ? 1 : bigOf(b.amount) < bigOf(a.amount) ? -1 : 0,
    )[0]
  if (primaryType === 'PermitSingle') {
    const single = permit2Single.safeParse(message)
    if (single.success)
      return permit2(
        single.data.details.token,
        single.data.spender,
        bigOf(single.data.details.amount),
        single.data.sigDeadline === undefined ? undefined : String(bigOf(single.data.sigDeadline)),
      )
  }
  if (primaryType === 'PermitBatch') {
    const batch = permit2Batch.safeParse(message)
    const details = batch.success ? top(batch.data.details) : undefined
    if (batch.success && details) return permit2(details.token, batch.data.spender, bigOf(details.amount))
  }
  if (primaryType === 'PermitTransferFrom' || primaryType === 'PermitBatchTransferFrom') {
    const transfer = permit2Transfer.safeParse(message)
    const permitted = transfer.success ? top([transfer.data.permitted].flat()) : undefined
    if (transfer.success && permitted)
      return permit2(permitted.token, transfer.data.spender, bigOf(permitted.amount))
  }
  return undefined
}

function warningOf(action: RequestAction): RequestWarning[] {
  if (action.kind === 'solanaRisk') return [action.warning]
  const warnings: ApprovalWarning[] = []
  if ((action.kind === 'approve' || action.kind === 'permit') && action.unlimited)
    warnings.push({ reason: 'unlimited', token: action.token, spender: action.spender })
  if (action.kind === 'approveAll' && action.approved)
    warnings.push({ reason: 'all', token: action.token, spender: action.operator })
  if (action.kind === 'permitLike')
    warnings.push({
      reason: 'permitLike',
      token: { address: action.verifyingContract },
      spender: action.verifyingContract,
    })
  if (action.kind === 'undecoded')
    warnings.push({ reason: 'undecoded', token: { address: action.to }, spender: action.to })
  if (action.kind === 'delegateCall')
    warnings.push({
      reason: action.smartAccount ? 'accountDelegatecall' : 'delegatecall',
      token: { address: action.safe },
      spender: action.to,
    })
  if (action.kind === 'grantPermissions')
    warnings.push({ reason: 'permissions', token: { address: action.account }, spender: action.grantee })
  // A token call has no reason to carry native currency too: the value could go unnoticed beside it.
  if (
    (action.kind === 'tokenTransfer' ||
      action.kind === 'nftTransfer' ||
      action.kind === 'approve' ||
      action.kind === 'approveAll' ||
      action.kind === 'permit') &&
    action.value !== undefined &&
    action.value !== '0'
  )
    warnings.push({ reason: 'value', token: action.token, spender: action.token.address })
  return warnings
}
