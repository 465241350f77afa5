import type { CaipNetworkId } from '../../src/types.ts'

/** A transfer built for the wallet, with what it costs: what the Send preview shows and what is sent. */
export type PreparedTransfer = {
  caipNetworkId: CaipNetworkId
  /** The token's decimals as read from the chain (the network's for the native currency). */
  decimals: number
  /** The amount in base units. */
  value: bigint
  /** The network fee of this very transaction, in the native currency's base units; undefined when unknown. */
  fee: bigint | undefined
  /** Native currency the transfer spends besides the fee (rent of a token account it creates), base units. */
  accountRent: bigint
  /** The transaction the wallet gets, in the namespace's wire shape; opaque outside the adapter. */
  transaction: unknown
}
