import { ACCOUNT_SIZE, AccountLayout, MINT_SIZE, MintLayout } from '@solana/spl-token'
import { formatUnits } from 'viem'

/** The SPL Token programs, by the name `jsonParsed` reports under `program`. */
export const TOKEN_PROGRAMS: Readonly<Record<string, string>> = Object.freeze({
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'spl-token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'spl-token-2022',
})

/** A token amount as Solana's RPC reports it (`uiAmount` is lossy; `uiAmountString` is exact). */
export type UiTokenAmount = { amount: string; decimals: number; uiAmount: number; uiAmountString: string }

/** A token account's fields (the first 165 bytes of its data). */
export type TokenAccount = {
  mint: string
  owner: string
  amount: bigint
  state: 'uninitialized' | 'initialized' | 'frozen'
  delegate: string | null
  delegatedAmount: bigint
  isNative: boolean
  rentExemptReserve: bigint | null
  closeAuthority: string | null
}

/** A mint's fields. */
export type TokenMint = {
  decimals: number
  supply: bigint
  isInitialized: boolean
  mintAuthority: string | null
  freezeAuthority: string | null
}

// Token-2022 pads mints to the account size and puts an account-type byte after the base layout.
const ACCOUNT_TYPE_OFFSET = ACCOUNT_SIZE
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2
const STATES = ['uninitialized', 'initialized', 'frozen'] as const

const isTokenProgram = (owner: string) => owner in TOKEN_PROGRAMS

/** Reads a token account; null when the data is not one (wrong owner, a mint, a multisig, too short). */
export function parseTokenAccount(owner: string, data: Uint8Array): TokenAccount | null {
  if (!isTokenProgram(owner)) return null
  const isAccount =
    data.length === ACCOUNT_SIZE ||
    (data.length > ACCOUNT_SIZE && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_ACCOUNT)
  if (!isAccount) return null
  const raw = AccountLayout.decode(Buffer.from(data.subarray(0, ACCOUNT_SIZE)))
  const state = STATES[raw.state]
  if (!state || state === 'uninitialized') return null
  return {
    mint: raw.mint.toBase58(),
    owner: raw.owner.toBase58(),
    amount: raw.amount,
    state,
    delegate: raw.delegateOption ? raw.delegate.toBase58() : null,
    delegatedAmount: raw.delegatedAmount,
    isNative: raw.isNativeOption === 1,
    rentExemptReserve: raw.isNativeOption ? raw.isNative : null,
    closeAuthority: raw.closeAuthorityOption ? raw.closeAuthority.toBase58() : null,
  }
}

/** Reads a mint; null when the data is not one. */
export function parseMint(owner: string, data: Uint8Array): TokenMint | null {
  if (!isTokenProgram(owner)) return null
  const isMint =
    data.length === MINT_SIZE ||
    (data.length > ACCOUNT_SIZE && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_MINT)
  if (!isMint) return null
  const raw = MintLayout.decode(Buffer.from(data.subarray(0, MINT_SIZE)))
  if (!raw.isInitialized) return null
  return {
    decimals: raw.decimals,
    supply: raw.supply,
    isInitialized: raw.isInitialized,
    mintAuthority: raw.mintAuthorityOption ? raw.mintAuthority.toBase58() : null,
    freezeAuthority: raw.freezeAuthorityOption ? raw.freezeAuthority.toBase58() : null,
  }
}

/** An amount in base units as the RPC's token amount object. */
export function toUiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
