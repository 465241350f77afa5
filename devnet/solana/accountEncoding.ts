import bs58 from 'bs58'
import type { LedgerAccount } from './ledger.ts'
import { invalidParams, invalidRequest } from './rpcErrors.ts'
import { parseMint, parseTokenAccount, TOKEN_PROGRAMS, toUiTokenAmount } from './tokenAccounts.ts'

/** The account data encodings the node serves (`base64+zstd` is not among them). */
export const ACCOUNT_ENCODINGS = ['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'] as const
export type AccountEncoding = (typeof ACCOUNT_ENCODINGS)[number]

export type EncodeAccountOptions = {
  encoding: AccountEncoding
  dataSlice?: { offset: number; length: number } | undefined
  /** Decimals of a mint on the ledger (jsonParsed token accounts carry them). */
  getMintDecimals(mint: string): number | null
}

// Rent is no longer collected, so every account reports the "exempt forever" epoch, as clusters do today.
const RENT_EPOCH_EXEMPT = 18_446_744_073_709_551_615n
// Solana refuses to base58-encode more than this (it is slow); clients must ask for base64.
const MAX_BASE58_BYTES = 128

/** An account as `getAccountInfo` and friends put it on the wire (u64 fields stay bigint for exact JSON). */
export function encodeAccount(account: LedgerAccount, options: EncodeAccountOptions) {
  return {
    data: encodeData(account, options),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: RENT_EPOCH_EXEMPT,
    space: account.data.length,
  }
}

function encodeData(account: LedgerAccount, options: EncodeAccountOptions): unknown {
  if (options.encoding === 'jsonParsed') {
    return parseAccountData(account, options) ?? [Buffer.from(account.data).toString('base64'), 'base64']
  }
  const slice = options.dataSlice
  const data = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data
  switch (options.encoding) {
    case 'base64':
      return [Buffer.from(data).toString('base64'), 'base64']
    case 'base64+zstd':
      throw invalidParams('Invalid param: the devnet node does not serve base64+zstd; use base64')
    default:
      if (data.length > MAX_BASE58_BYTES) {
        throw invalidRequest(
          'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
        )
      }
      // 'binary' is the legacy form: a bare base58 string rather than [data, encoding].
      return options.encoding === 'binary' ? bs58.encode(data) : [bs58.encode(data), 'base58']
  }
}

/** The `jsonParsed` form of SPL token accounts and mints; null for anything else (sent as base64). */
function parseAccountData(account: LedgerAccount, options: EncodeAccountOptions): unknown {
  const program = TOKEN_PROGRAMS[account.owner]
  if (!program) return null
  const space = account.data.length
  const tokenAccount = parseTokenAccount(account.owner, account.data)
  if (tokenAccount) {
    const decimals = options.getMintDecimals(tokenAccount.mint)
    if (decimals === null) return null
    const info: Record<string, unknown> = {
      isNative: tokenAccount.isNative,
      mint: tokenAccount.mint,
      owner: tokenAccount.owner,
      state: tokenAccount.state,
      tokenAmount: toUiTokenAmount(tokenAccount.amount, decimals),
    }
    if (tokenAccount.delegate) {
      info.delegate = tokenAccount.delegate
      info.delegatedAmount = toUiTokenAmount(tokenAccount.delegatedAmount, decimals)
    }
    if (tokenAccount.closeAuthority) info.closeAuthority = tokenAccount.closeAuthority
    if (tokenAccount.rentExemptReserve !== null) {
      info.rentExemptReserve = toUiTokenAmount(tokenAccount.rentExemptReserve, decimals)
    }
    return { program, parsed: { info, type: 'account' }, space }
  }
  const mint = parseMint(account.owner, account.data)
  if (!mint) return null
  return {
    program,
    parsed: {
      info: {
        decimals: mint.decimals,
        freezeAuthority: mint.freezeAuthority,
        isInitialized: mint.isInitialized,
        mintAuthority: mint.mintAuthority,
        supply: mint.supply.toString(),
      },
      type: 'mint',
    },
    space,
  }
}
