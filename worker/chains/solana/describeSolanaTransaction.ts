import type { RequestAction, TokenRef } from '../../../src/requestSummary.ts'
import { SOLANA_PROGRAMS } from '../../../src/solanaPrograms.ts'
import { loadSolana } from './loadSolana.ts'

const SYSTEM_PROGRAM = SOLANA_PROGRAMS.system
const TOKEN_PROGRAMS = new Set<string>([SOLANA_PROGRAMS.token, SOLANA_PROGRAMS.token2022])
const ASSOCIATED_TOKEN_PROGRAM = SOLANA_PROGRAMS.associatedToken
const COMPUTE_BUDGET_PROGRAM = SOLANA_PROGRAMS.computeBudget
const U64_MAX = 2n ** 64n - 1n

/** Known tokens by mint, to name them (the portfolio's Solana tokens). */
export type KnownMints = ReadonlyMap<string, { symbol: string; decimals: number }>

/**
 * Decodes a base64 Solana transaction for ApproveTransaction: SOL transfers, SPL transfers and approvals
 * (an approval of the u64 maximum is unlimited, so the gate warns), token-account creation; any other
 * instruction is shown as a call to its program. Undecodable bytes give one 'other' action.
 */
export async function describeSolanaTransaction(
  method: string,
  base64: unknown,
  known: KnownMints = new Map(),
): Promise<RequestAction[]> {
  if (typeof base64 !== 'string') return [{ kind: 'other', method }]
  const { web3 } = await loadSolana()
  let message: InstanceType<typeof web3.VersionedTransaction>['message']
  try {
    message = web3.VersionedTransaction.deserialize(
      Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
    ).message
  } catch {
    return [{ kind: 'other', method }]
  }
  const keys = message.staticAccountKeys.map((k) => k.toBase58())
  const actions: RequestAction[] = []
  for (const ix of message.compiledInstructions) {
    const program = keys[ix.programIdIndex]
    // Accounts from address lookup tables are not in the message itself; such an instruction stays opaque.
    const accounts = ix.accountKeyIndexes.map((i) => keys[i])
    const action = program ? decode(program, accounts, ix.data, known) : undefined
    if (action !== null)
      actions.push(action ?? { kind: 'contractCall', to: program ?? '?', value: '0', selector: '' })
  }
  return actions.length > 0 ? actions : [{ kind: 'other', method }]
}

// An action, null for bookkeeping that needs no line (compute budget), undefined when not understood.
function decode(
  program: string,
  accounts: (string | undefined)[],
  data: Uint8Array,
  known: KnownMints,
): RequestAction | null | undefined {
  if (accounts.some((a) => a === undefined)) return undefined
  const at = (i: number) => accounts[i] ?? ''
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const u64 = (offset: number) => (data.length >= offset + 8 ? view.getBigUint64(offset, true) : undefined)
  if (program === COMPUTE_BUDGET_PROGRAM) return null
  if (program === SYSTEM_PROGRAM) {
    const lamports = data.length >= 12 && view.getUint32(0, true) === 2 ? u64(4) : undefined
    return lamports === undefined
      ? undefined
      : { kind: 'nativeTransfer', to: at(1), value: lamports.toString() }
  }
  if (program === ASSOCIATED_TOKEN_PROGRAM)
    return { kind: 'other', method: `Create a token account for ${at(2)}` }
  if (!TOKEN_PROGRAMS.has(program)) return undefined
  const token = (mint: string | undefined, decimals?: number): TokenRef => {
    const entry = mint ? known.get(mint) : undefined
    return { address: mint ?? at(0), symbol: entry?.symbol, decimals: decimals ?? entry?.decimals }
  }
  const amount = u64(1)
  if (amount === undefined) return undefined
  switch (data[0]) {
    case 3: // Transfer: source, destination, owner
      return { kind: 'tokenTransfer', token: token(undefined), to: at(1), amount: amount.toString() }
    case 12: // TransferChecked: source, mint, destination, owner
      return { kind: 'tokenTransfer', token: token(at(1), data[9]), to: at(2), amount: amount.toString() }
    case 4: // Approve: source, delegate, owner
      return approve(token(undefined), at(1), amount)
    case 13: // ApproveChecked: source, mint, delegate, owner
      return approve(token(at(1), data[9]), at(2), amount)
    default:
      return undefined
  }
}

function approve(token: TokenRef, spender: string, amount: bigint): RequestAction {
  return {
    kind: 'approve',
    method: 'approve',
    token,
    spender,
    amount: amount.toString(),
    unlimited: amount === U64_MAX,
  }
}
