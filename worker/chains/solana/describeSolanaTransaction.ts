import type { RequestAction, SolanaWarning, TokenRef } from '../../../src/requestSummary.ts'
import { SOLANA_PROGRAMS } from '../../../src/solanaPrograms.ts'
import { loadSolana, type SolanaLibraries } from './loadSolana.ts'

const SYSTEM_PROGRAM = SOLANA_PROGRAMS.system
// Token-2022 keeps the SPL Token layouts for the instructions decoded here (tags 3, 4, 6, 9, 12, 13).
const TOKEN_PROGRAMS = new Set<string>([SOLANA_PROGRAMS.token, SOLANA_PROGRAMS.token2022])
const ASSOCIATED_TOKEN_PROGRAM = SOLANA_PROGRAMS.associatedToken
const COMPUTE_BUDGET_PROGRAM = SOLANA_PROGRAMS.computeBudget

/**
 * An SPL approval from this amount up is unlimited: 2^63 base units is 9.2 billion tokens of 9 decimals, an
 * amount nobody means literally, while wallets and apps that ask for "unlimited" send the u64 maximum or
 * values near it (i64::MAX, u64::MAX minus a little). Exact approvals stay far below it.
 */
export const SOLANA_UNLIMITED_FROM = 2n ** 63n

/** Known tokens by mint, to name them (the portfolio's Solana tokens). */
export type KnownMints = ReadonlyMap<string, { symbol: string; decimals: number }>

/**
 * Decodes a base64 Solana transaction for ApproveTransaction: SOL transfers, SPL transfers and approvals
 * (an approval from 2^63 up is unlimited), token-account creation; SetAuthority, System Assign and
 * CloseAccount are shown with a warning, as is every instruction that cannot be decoded (accounts from an
 * address lookup table, a known instruction whose data does not parse, bytes that are no transaction): the
 * decoder fails closed and never throws. Other programs' instructions are shown as calls to them.
 */
export async function describeSolanaTransaction(
  method: string,
  base64: unknown,
  known: KnownMints = new Map(),
): Promise<RequestAction[]> {
  const { web3, splToken } = await loadSolana()
  try {
    if (typeof base64 !== 'string') return [undecoded('')]
    const message = web3.VersionedTransaction.deserialize(
      Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
    ).message
    const keys = message.staticAccountKeys.map((k) => k.toBase58())
    const actions: RequestAction[] = []
    for (const ix of message.compiledInstructions) {
      const program = keys[ix.programIdIndex]
      // Accounts from address lookup tables are not in the message itself: such an instruction cannot be read.
      const accounts = ix.accountKeyIndexes.map((i) => keys[i])
      if (program === undefined || accounts.some((a) => a === undefined)) {
        actions.push(undecoded(program ?? ''))
        continue
      }
      const action = decode({ web3, splToken }, program, accounts as string[], ix.data, known)
      if (action !== null) actions.push(action)
    }
    return actions.length > 0 ? actions : [{ kind: 'other', method }]
  } catch {
    return [undecoded('')]
  }
}

function undecoded(program: string): RequestAction {
  return risk({ reason: 'undecodedInstruction', program })
}

function risk(warning: SolanaWarning): RequestAction {
  return { kind: 'solanaRisk', warning }
}

// An action, null for bookkeeping that needs no line (compute budget). A known instruction whose data does
// not parse is undecoded (with its warning); an instruction the decoder does not know is a call to its program.
function decode(
  { web3, splToken }: SolanaLibraries,
  program: string,
  accounts: string[],
  data: Uint8Array,
  known: KnownMints,
): RequestAction | null {
  const at = (i: number) => accounts[i]
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const u64 = (offset: number) => (data.length >= offset + 8 ? view.getBigUint64(offset, true) : undefined)
  const key = (offset: number) =>
    data.length >= offset + 32 ? new web3.PublicKey(data.subarray(offset, offset + 32)).toBase58() : undefined
  const call: RequestAction = { kind: 'contractCall', to: program, value: '0', selector: '' }
  if (program === COMPUTE_BUDGET_PROGRAM) return null
  if (program === SYSTEM_PROGRAM) {
    const tag = data.length >= 4 ? view.getUint32(0, true) : undefined
    if (tag === 2) {
      // Transfer { lamports: u64 }: from, to
      const lamports = u64(4)
      const to = at(1)
      return lamports === undefined || to === undefined
        ? undecoded(program)
        : { kind: 'nativeTransfer', to, value: lamports.toString() }
    }
    if (tag === 1) {
      // Assign { owner: Pubkey }: the account, which from then on belongs to `owner`.
      const owner = key(4)
      const account = at(0)
      return owner === undefined || account === undefined
        ? undecoded(program)
        : risk({ reason: 'assign', account, program: owner })
    }
    if (tag === 10) {
      // AssignWithSeed { base, seed: string (u64 length + bytes), owner }: the derived account, its base.
      const length = u64(36)
      const owner = length === undefined || length > 32n ? undefined : key(44 + Number(length))
      const account = at(0)
      return owner === undefined || account === undefined
        ? undecoded(program)
        : risk({ reason: 'assign', account, program: owner })
    }
    return call
  }
  if (program === ASSOCIATED_TOKEN_PROGRAM)
    return { kind: 'other', method: `Create a token account for ${at(2) ?? ''}` }
  if (!TOKEN_PROGRAMS.has(program)) return call
  const token = (mint: string | undefined, decimals?: number): TokenRef => {
    const entry = mint ? known.get(mint) : undefined
    return { address: mint ?? at(0) ?? '', symbol: entry?.symbol, decimals: decimals ?? entry?.decimals }
  }
  const amount = u64(1)
  const checked = amount !== undefined && data.length >= 10
  switch (data[0]) {
    case 3: // Transfer { amount }: source, destination, owner
      return amount === undefined || at(1) === undefined
        ? undecoded(program)
        : { kind: 'tokenTransfer', token: token(undefined), to: at(1) ?? '', amount: amount.toString() }
    case 12: // TransferChecked { amount, decimals }: source, mint, destination, owner
      return !checked || at(2) === undefined
        ? undecoded(program)
        : { kind: 'tokenTransfer', token: token(at(1), data[9]), to: at(2) ?? '', amount: amount.toString() }
    case 4: // Approve { amount }: source, delegate, owner
      return amount === undefined || at(1) === undefined
        ? undecoded(program)
        : approve(token(undefined), at(1) ?? '', amount)
    case 13: // ApproveChecked { amount, decimals }: source, mint, delegate, owner
      return !checked || at(2) === undefined
        ? undecoded(program)
        : approve(token(at(1), data[9]), at(2) ?? '', amount)
    case 6: {
      // SetAuthority { authority_type: u8, new_authority: COption<Pubkey> }: the mint or account, its authority
      const account = at(0)
      const type = data[1]
      const some = data[2]
      const newAuthority = some === 1 ? key(3) : null
      if (
        account === undefined ||
        type === undefined ||
        (some !== 0 && some !== 1) ||
        newAuthority === undefined
      )
        return undecoded(program)
      return risk({
        reason: 'setAuthority',
        account,
        authorityType: splToken.AuthorityType[type] ?? `AuthorityType ${type}`,
        newAuthority,
      })
    }
    case 9: {
      // CloseAccount: account, destination (of its lamports), owner
      const account = at(0)
      const destination = at(1)
      return account === undefined || destination === undefined
        ? undecoded(program)
        : risk({ reason: 'closeAccount', account, destination })
    }
    default:
      return call
  }
}

function approve(token: TokenRef, spender: string, amount: bigint): RequestAction {
  return {
    kind: 'approve',
    method: 'approve',
    token,
    spender,
    amount: amount.toString(),
    unlimited: amount >= SOLANA_UNLIMITED_FROM,
  }
}
