import type { OnrampOptions } from '../src/onramp.ts'
import type { SwapQuote } from '../src/swap.ts'
import type { PendingRequestView } from '../src/walletData.ts'
import type { PreparedTransfer } from './chains/preparedTransfer.ts'
import type { BlockchainApi } from './services/blockchainApi.ts'

/** An unsafe request in the transaction stack, with the hooks that settle it. */
export type PendingApproval = {
  view: PendingRequestView
  /** The person's decision (or the reason nobody can decide any more); the request goes on or fails from here. */
  decide(outcome: boolean | Error): void
  /** Settles once the wallet answered an approved request. */
  done: Promise<unknown>
}

/** An analytics event the core sent (kept for tests and debugging; posted when analytics is configured). */
export type TrackedEvent = { event: string; properties: Record<string, unknown>; at: number }

/** The core's bookkeeping for the data service, activity and the RPC gate's transaction stack. */
export type WalletWork = {
  /** The data service client: made on first use; null when no blockchainApi URL is configured. */
  api: BlockchainApi | null | undefined
  /** Identical concurrent Activity reads share one promise. */
  inflight: Map<string, Promise<unknown>>
  approvals: Map<string, PendingApproval>
  nextRequestId: number
  events: TrackedEvent[]
  /**
   * The swap quotes handed out and not yet stale, by id: only these can be executed (worker/actions/executeSwap.ts).
   * Made by the first quote, in the swap chunk.
   */
  swapQuotes?: Map<string, SwapQuote> | undefined
  /** Each tab's last Send preview, by tab id: its send goes out as that very transfer. Made by the first preview. */
  previews?: Map<string, PreviewedSend> | undefined
  /**
   * The follower tabs whose intents this leader ran and whose lock it waits for (worker/followerTabs.ts): a tab
   * gone takes its Send preview from here. Made by the first such tab.
   */
  followerTabs?: Set<string> | undefined
  /** The on-ramp's last options read (or the sample data) and the purchase being watched; made by the on-ramp chunk. */
  onramp?: OnrampWork | undefined
}

/** The transfer a tab's Send preview showed (worker/actions/prepareSendToken.ts) and the draft it was built for. */
export type PreviewedSend = {
  /** The id the tab was given with it: a send goes out as this transfer only when it names this id. */
  id: string
  /** The draft's account, network, token, amount and receiver, as one key. */
  draft: string
  /** When it was built, on the core's clock. */
  at: number
  prepared: PreparedTransfer
}

/** What the on-ramp actions keep between calls (worker/onramp/). */
export type OnrampWork = {
  options?: { value: OnrampOptions; sample: boolean; fetchedAt: number } | undefined
  /** Stops watching for the last purchase's delivery. */
  stopWatch?: (() => void) | undefined
}

/** Empty bookkeeping for a new core. */
export function createWalletWork(): WalletWork {
  return {
    api: undefined,
    inflight: new Map(),
    approvals: new Map(),
    nextRequestId: 1,
    events: [],
  }
}
