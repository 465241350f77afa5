import { LAMPORTS_PER_SIGNATURE } from './cluster.ts'
import type { DecodedMessage } from './wireTransaction.ts'

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const SET_COMPUTE_UNIT_LIMIT = 2
const SET_COMPUTE_UNIT_PRICE = 3
// Without a limit instruction the runtime reserves 3,000 units per builtin-program instruction and 200,000
// per other instruction (measured against LiteSVM: a transfer plus a price instruction reserves 6,000).
const BUILTIN_UNITS_PER_INSTRUCTION = 3_000
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000
const BUILTIN_PROGRAMS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
])
const MAX_UNITS = 1_400_000
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n

/**
 * The fee the runtime charges for a message: 5000 lamports per signature plus the priority fee
 * (compute unit price × compute unit limit, rounded up), both read from its ComputeBudget instructions.
 */
export function feeForMessage(message: DecodedMessage): bigint {
  const signatureFee = BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE
  let limit: number | undefined
  let price = 0n
  let defaultUnits = 0
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex] ?? ''
    defaultUnits += BUILTIN_PROGRAMS.has(program)
      ? BUILTIN_UNITS_PER_INSTRUCTION
      : DEFAULT_UNITS_PER_INSTRUCTION
    if (program !== COMPUTE_BUDGET_PROGRAM) continue
    const data = instruction.data ?? new Uint8Array()
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5) limit = view.getUint32(1, true)
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) price = view.getBigUint64(1, true)
  }
  const units = BigInt(Math.min(limit ?? defaultUnits, MAX_UNITS))
  const priorityFee = (price * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return signatureFee + priorityFee
}
