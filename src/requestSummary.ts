import { bytesToHex, decodeFunctionData, type Hex, hexToString, isHex } from 'viem'
import { decodeBase58 } from './solana.ts'
import { z } from './zod.ts'

/** A token a request touches; symbol and decimals are filled in from the chain when they can be read. */
export type TokenRef = { address: string; symbol?: string | undefined; decimals?: number | undefined }

/** What a request would do, decoded for the ApproveTransaction view. Amounts are base units as decimal strings. */
export type RequestAction =
  | { kind: 'nativeTransfer'; to: string; value: string }
  | { kind: 'tokenTransfer'; token: TokenRef; to: string; amount: string }
  | {
      kind: 'approve'
      method: 'approve' | 'increaseAllowance' | 'permit2Approve'
      token: TokenRef
      spender: string
      amount: string
      unlimited: boolean
    }
  | { kind: 'approveAll'; token: TokenRef; operator: string; approved: boolean }
  | {
      kind: 'permit'
      standard: 'EIP-2612' | 'DAI' | 'Permit2'
      token: TokenRef
      spender: string
      amount: string
      unlimited: boolean
      deadline?: string | undefined
    }
  | { kind: 'contractCall'; to: string; value: string; selector: string }
  | { kind: 'message'; text: string }
  | { kind: 'typedData'; primaryType: string; domain: string }
  | { kind: 'other'; method: string }
  | { kind: 'solanaRisk'; warning: SolanaWarning }

/** The prominent warning of spec-part-6 gate: unlimited or all-token approvals. */
export type ApprovalWarning = { reason: 'unlimited' | 'all'; token: TokenRef; spender: string }

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

// Amounts at or above 2^255 are unlimited in practice; so is the all-ones value of a narrower type (Permit2's uint160).
const UNLIMITED_FROM = 2n ** 255n

/** Whether an allowance amount is unlimited: max of its width, or at least 2^255. */
export function isUnlimitedAmount(amount: bigint, bits = 256): boolean {
  return amount >= UNLIMITED_FROM || amount === 2n ** BigInt(bits) - 1n
}

const callAbi = [
  fn('transfer', ['address', 'uint256']),
  fn('approve', ['address', 'uint256']),
  fn('increaseAllowance', ['address', 'uint256']),
  fn('setApprovalForAll', ['address', 'bool']),
  fn('transferFrom', ['address', 'address', 'uint256']),
  // Permit2's on-chain allowance: approve(token, spender, uint160 amount, uint48 expiration).
  fn('approve', ['address', 'address', 'uint160', 'uint48']),
  // EIP-2612 submitted as a call: permit(owner, spender, value, deadline, v, r, s).
  fn('permit', ['address', 'address', 'uint256', 'uint256', 'uint8', 'bytes32', 'bytes32']),
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

const hexish = z.string().regex(/^0x[0-9a-fA-F]*$/)
const quantity = z.union([hexish, z.string().regex(/^\d+$/), z.number().int().nonnegative()]).optional()
const txSchema = z.looseObject({
  to: z.string().nullish(),
  value: quantity,
  data: hexish.optional(),
  input: hexish.optional(),
})

/** Decodes a request for display. Never throws: what cannot be decoded is shown as a plain call or method. */
export function summarizeRequest(method: string, params: unknown): RequestSummary {
  return summarizeActions(method, decodeActions(method, params))
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
      return tx.success ? [decodeTransaction(tx.data)] : [{ kind: 'other', method }]
    }
    case 'wallet_sendCalls': {
      const calls = z.object({ calls: z.array(txSchema) }).safeParse(list[0])
      return calls.success ? calls.data.calls.map(decodeTransaction) : [{ kind: 'other', method }]
    }
    case 'personal_sign':
      return [{ kind: 'message', text: readableMessage(list[0]) }]
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

function decodeTransaction(tx: z.output<typeof txSchema>): RequestAction {
  const to = tx.to ?? ''
  const value = toBigInt(tx.value).toString()
  const data = (tx.data ?? tx.input ?? '0x') as Hex
  if (data === '0x') return { kind: 'nativeTransfer', to, value }
  const token: TokenRef = { address: to }
  try {
    const call = decodeFunctionData({ abi: callAbi, data })
    const a = call.args
    switch (call.functionName) {
      case 'transfer':
        return { kind: 'tokenTransfer', token, to: String(a[0]), amount: String(a[1]) }
      case 'transferFrom':
        return { kind: 'tokenTransfer', token, to: String(a[1]), amount: String(a[2]) }
      case 'approve':
        if (a.length === 4) {
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
        return allowance('increaseAllowance', token, String(a[0]), a[1] as bigint)
      case 'setApprovalForAll':
        return { kind: 'approveAll', token, operator: String(a[0]), approved: a[1] === true }
      case 'permit': {
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
  } catch {
    // Not one of the calls we decode: shown as a plain contract call.
  }
  return { kind: 'contractCall', to, value, selector: data.slice(0, 10) }
}

function allowance(
  method: 'approve' | 'increaseAllowance',
  token: TokenRef,
  spender: string,
  amount: bigint,
): RequestAction {
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

const uintish = z.union([z.string().regex(/^(0x[0-9a-fA-F]+|\d+)$/), z.number().int().nonnegative()])
const addressish = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const typedDataSchema = z.object({
  primaryType: z.string(),
  domain: z.looseObject({ name: z.string().optional(), verifyingContract: z.string().optional() }).optional(),
  message: z.record(z.string(), z.unknown()),
})
const permitSchema = z.looseObject({ spender: addressish, value: uintish, deadline: uintish.optional() })
const daiPermitSchema = z.looseObject({
  spender: addressish,
  allowed: z.boolean(),
  expiry: uintish.optional(),
})
const permit2Details = z.looseObject({ token: addressish, amount: uintish, expiration: uintish.optional() })
const permit2Single = z.looseObject({
  details: permit2Details,
  spender: addressish,
  sigDeadline: uintish.optional(),
})
const permit2Batch = z.looseObject({ details: z.array(permit2Details), spender: addressish })
const transferPermitted = z.looseObject({ token: addressish, amount: uintish })
const permit2Transfer = z.looseObject({
  permitted: z.union([transferPermitted, z.array(transferPermitted)]),
  spender: addressish,
  deadline: uintish.optional(),
})

function decodeTypedData(raw: unknown): RequestAction {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return { kind: 'typedData', primaryType: 'unknown', domain: '' }
    }
  }
  const parsed = typedDataSchema.safeParse(value)
  if (!parsed.success) return { kind: 'typedData', primaryType: 'unknown', domain: '' }
  const { primaryType, domain, message } = parsed.data
  const verifyingToken: TokenRef = { address: domain?.verifyingContract ?? '' }
  const permit2 = (token: string, spender: string, amount: bigint, deadline?: string): RequestAction => ({
    kind: 'permit',
    standard: 'Permit2',
    token: { address: token },
    spender,
    amount: amount.toString(),
    unlimited: isUnlimitedAmount(amount, 160),
    deadline,
  })
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
        deadline: dai.data.expiry === undefined ? undefined : String(BigInt(dai.data.expiry)),
      }
    const eip2612 = permitSchema.safeParse(message)
    if (eip2612.success) {
      const amount = BigInt(eip2612.data.value)
      return {
        kind: 'permit',
        standard: 'EIP-2612',
        token: verifyingToken,
        spender: eip2612.data.spender,
        amount: amount.toString(),
        unlimited: isUnlimitedAmount(amount),
        deadline: eip2612.data.deadline === undefined ? undefined : String(BigInt(eip2612.data.deadline)),
      }
    }
  }
  const single = permit2Single.safeParse(message)
  if (primaryType === 'PermitSingle' && single.success)
    return permit2(single.data.details.token, single.data.spender, BigInt(single.data.details.amount))
  const batch = permit2Batch.safeParse(message)
  if (primaryType === 'PermitBatch' && batch.success) {
    // The riskiest entry stands for the batch, so an unlimited one is never hidden behind a small one.
    const details = [...batch.data.details].sort((a, b) => (BigInt(b.amount) > BigInt(a.amount) ? 1 : -1))[0]
    if (details) return permit2(details.token, batch.data.spender, BigInt(details.amount))
  }
  const transfer = permit2Transfer.safeParse(message)
  if (
    (primaryType === 'PermitTransferFrom' || primaryType === 'PermitBatchTransferFrom') &&
    transfer.success
  ) {
    const permitted = [transfer.data.permitted].flat()
    const top = permitted.sort((a, b) => (BigInt(b.amount) > BigInt(a.amount) ? 1 : -1))[0]
    if (top) return permit2(top.token, transfer.data.spender, BigInt(top.amount))
  }
  return { kind: 'typedData', primaryType, domain: domain?.name ?? '' }
}

function warningOf(action: RequestAction): RequestWarning[] {
  if (action.kind === 'solanaRisk') return [action.warning]
  if ((action.kind === 'approve' || action.kind === 'permit') && action.unlimited)
    return [{ reason: 'unlimited', token: action.token, spender: action.spender }]
  if (action.kind === 'approveAll' && action.approved)
    return [{ reason: 'all', token: action.token, spender: action.operator }]
  return []
}
