import { formatUnits } from 'viem'
import { SOLANA_PROGRAMS } from '../../../src/solanaPrograms.ts'
import { SOLANA_DEV_TOKENS } from '../devTokens.ts'
import type { DecodedMessage } from '../wireTransaction.ts'

const SYSTEM_PROGRAM = SOLANA_PROGRAMS.system
const TOKEN_PROGRAMS = new Set<string>([SOLANA_PROGRAMS.token, SOLANA_PROGRAMS.token2022])
const ASSOCIATED_TOKEN_PROGRAM = SOLANA_PROGRAMS.associatedToken
const COMPUTE_BUDGET_PROGRAM = SOLANA_PROGRAMS.computeBudget
const SYSTEM_TRANSFER = 2
const TOKEN_TRANSFER = 3
const TOKEN_APPROVE = 4
const TOKEN_TRANSFER_CHECKED = 12
const TOKEN_APPROVE_CHECKED = 13

/** A prompt row. */
export type DetailRow = { label: string; value: string }

/**
 * What a person needs to judge a transaction: one line per instruction, spelled out for the transfers and
 * approvals the devnet knows, so a prompt never asks for a blind signature on a send.
 */
export function describeTransaction(message: DecodedMessage): DetailRow[] {
  const [feePayer] = message.staticAccounts
  const rows: DetailRow[] = [{ label: 'Fee payer', value: feePayer ?? '(none)' }]
  message.instructions.forEach((instruction, index) => {
    const account = (position: number) => {
      const accountIndex = instruction.accountIndices?.[position]
      if (accountIndex === undefined) return '(missing)'
      return message.staticAccounts[accountIndex] ?? '(from an address lookup table)'
    }
    const program = message.staticAccounts[instruction.programAddressIndex] ?? '(unknown program)'
    const data = new Uint8Array(instruction.data ?? [])
    rows.push({ label: `Instruction ${index + 1}`, value: describeInstruction(program, data, account) })
  })
  return rows
}

function describeInstruction(
  program: string,
  data: Uint8Array,
  account: (position: number) => string,
): string {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const u64At = (offset: number) => (data.length >= offset + 8 ? view.getBigUint64(offset, true) : undefined)
  if (program === SYSTEM_PROGRAM && data.length >= 12 && view.getUint32(0, true) === SYSTEM_TRANSFER) {
    return `Send ${formatUnits(u64At(4) ?? 0n, 9)} SOL to ${account(1)}`
  }
  if (TOKEN_PROGRAMS.has(program)) {
    const amount = u64At(1)
    if (data[0] === TOKEN_TRANSFER_CHECKED && amount !== undefined) {
      return `Send ${tokenAmount(amount, account(1), data[9])} from token account ${account(0)} to token account ${account(2)}`
    }
    if (data[0] === TOKEN_TRANSFER && amount !== undefined) {
      return `Send ${amount} base units from token account ${account(0)} to token account ${account(1)}`
    }
    if (data[0] === TOKEN_APPROVE_CHECKED && amount !== undefined) {
      return `Allow ${account(2)} to spend ${tokenAmount(amount, account(1), data[9])} from token account ${account(0)}`
    }
    if (data[0] === TOKEN_APPROVE && amount !== undefined) {
      return `Allow ${account(1)} to spend ${amount} base units from token account ${account(0)}`
    }
    return `SPL Token instruction ${data[0] ?? '(empty)'}`
  }
  if (program === ASSOCIATED_TOKEN_PROGRAM)
    return `Create the token account of ${account(2)} for mint ${account(3)}`
  if (program === COMPUTE_BUDGET_PROGRAM) return 'Set compute budget (priority fee)'
  return `Call program ${program} with ${data.length} bytes of data`
}

const U64_MAX = 2n ** 64n - 1n

function tokenAmount(amount: bigint, mint: string, decimals: number | undefined): string {
  const symbol = SOLANA_DEV_TOKENS.find((token) => token.mint === mint)?.symbol ?? `tokens of mint ${mint}`
  // An approval of every token the account will ever hold: say so plainly rather than print 20 digits.
  if (amount === U64_MAX) return `an UNLIMITED amount of ${symbol}`
  return decimals === undefined
    ? `${amount} base units of ${symbol}`
    : `${formatUnits(amount, decimals)} ${symbol}`
}
