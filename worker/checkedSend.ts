import type { SendTokenRef } from '../src/types.ts'
import type { LiveConnection } from './activeAccount.ts'

// What sendToken hands a namespace's sender (worker/actions/sendToken.ts): kept apart from both so a sender
// and the action that picks it do not import each other.

/** What a namespace's send needs once the input is checked. */
export type CheckedSend = {
  tabId: string
  token: SendTokenRef
  /** As the person entered it, for the SEND_SUCCESS event. */
  amount: string
  /** In base units. */
  value: bigint
  to: string
  connection: LiveConnection
}

/** A transfer the wallet sent: its hash (EVM) or signature (Solana). */
export type SentTransfer = { hash: string }
