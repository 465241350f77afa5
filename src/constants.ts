// Business constants and limits from spec part 9 (plus a few of parts 2 and 8), in one table.

/** A new WalletConnect pairing lasts 4 minutes. */
export const PAIRING_EXPIRY_MS = 240_000
/** A pairing counts as expired within 10 s of its end (and is then not reused). */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** Default guard: a failed fetch is not retried within 1 s. */
export const RETRY_GUARD_MS = 1_000
/** A failed balance fetch is not retried within 30 s. */
export const BALANCE_RETRY_GUARD_MS = 30_000
/** Default debounce. */
export const DEBOUNCE_MS = 500
/** Image preload gives up after 2 s. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000

/** Wallet directory page size. */
export const WALLET_PAGE_SIZE = 40
/** Featured / recommended wallets shown by default. */
export const FEATURED_WALLETS_DEFAULT = 4
/** Images are fetched for the first 20 wallets of a page. */
export const WALLET_IMAGES_PER_PAGE = 20
/** Wallet search asks for 100 entries. */
export const SEARCH_ENTRIES = 100
/** Wallet search waits 300 ms for typing to settle. */
export const SEARCH_SETTLE_MS = 300
/** Recent wallets kept. */
export const RECENT_WALLETS_MAX = 2
/** Pending transactions limit. */
export const PENDING_TRANSACTIONS_MAX = 99
/**
 * One tab's share of the pending requests (issue #11; the spec gives only the 99): a third, so one busy or hostile
 * tab cannot fill the stack and block the others, while a page batching requests still has room.
 */
export const PENDING_TRANSACTIONS_PER_TAB = 33
/** Calls in one wallet_sendCalls (and the calls wrapped inside them): more is refused before anyone is asked. */
export const SEND_CALLS_MAX = 32

/** Portfolio and native balance cache lifetime. */
export const BALANCE_CACHE_MS = 30_000
/** Name and identity cache lifetime. */
export const NAME_CACHE_MS = 300_000
/** Currency balances are valued in. */
export const BALANCE_CURRENCY = 'usd'
/** Swap slippage tolerance in percent; the spec does not give the value, 1 % is our choice. */
export const SWAP_SLIPPAGE_PERCENT = 1

/** Secure frame: give up waiting for FRAME_READY after 20 s (iframe_load_failed). */
export const FRAME_READY_TIMEOUT_MS = 20_000
/** Secure frame: connect e-mail/device/OTP/social requests time out after 30 s (iframe_request_timeout). */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
/** Secure frame: sign-out waits at most 3 s. */
export const FRAME_SIGN_OUT_TIMEOUT_MS = 3_000
/** Secure frame: ready 500 ms after FRAME_READY. */
export const FRAME_READY_DELAY_MS = 500
/** E-mail login cooldown. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/** Shake animation flag duration. */
export const SHAKE_MS = 500
/** A new snackbar message waits 150 ms for the old one to close. */
export const SNACKBAR_SWAP_WAIT_MS = 150
/** After leaving ConnectingFarcaster without an address, the auth provider reloads after 100 ms. */
export const FARCASTER_RELOAD_DELAY_MS = 100

/** Modal width. */
export const MODAL_WIDTH_PX = 360
/** At this viewport width and below (phones) the modal is a bottom sheet (issue #16 item 4). */
export const SHEET_MAX_WIDTH_PX = 430
/** Smallest touch target on the sheet (WCAG 2.5.5 and the platforms' guidelines). */
export const TOUCH_TARGET_PX = 44
/** A sheet dragged down this far, or flicked down, closes. */
export const SHEET_CLOSE_DRAG_PX = 96
/** Default modal z-index. */
export const Z_INDEX = 999
/** Default font size. */
export const FONT_SIZE_PX = 10
/** Default border radius. */
export const BORDER_RADIUS_PX = 4
/** Header text animation duration. */
export const ANIMATION_HEADER_MS = 120
/** Modal height animation duration. */
export const ANIMATION_HEIGHT_MS = 150
/** View transition duration. */
export const ANIMATION_VIEW_MS = 150

/** Default SDK type string sent to the services. */
export const DEFAULT_SDK_TYPE = 'html-wagmi'
/** Fallback SDK version sent to the services. */
export const DEFAULT_SDK_VERSION = '4.2.2'

/** RPC client: retries. */
export const RPC_RETRY_COUNT = 3
/** RPC client: first retry delay; it doubles each time. */
export const RPC_RETRY_DELAY_MS = 150
/** RPC client: request timeout. */
export const RPC_TIMEOUT_MS = 10_000
/** RPC client: multicall batch size. */
export const RPC_MULTICALL_BATCH_BYTES = 1024
/** RPC client: how long to wait for a transaction receipt. */
export const RPC_RECEIPT_TIMEOUT_MS = 180_000
/**
 * How long a Send preview's transaction goes out as built without being checked again: under half a Solana
 * blockhash's life (150 blocks, about 60 s), leaving the rest for the wallet's prompt; on eip155, a few blocks.
 */
export const SEND_PREVIEW_FRESH_MS = 30_000
/** RPC client: polling interval. */
export const RPC_POLLING_INTERVAL_MS = 4_000
/** RPC client: base-fee multiplier. */
export const RPC_BASE_FEE_MULTIPLIER = 1.2
/** HTTP statuses the RPC client retries on. */
export const RPC_RETRY_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]

/** On-ramp card limits, as the service writes them. */
export const ONRAMP_CARD_LIMITS = { min: '10.00', max: '7500.00' } as const
/** On-ramp bank-account limits, as the service writes them. */
export const ONRAMP_BANK_LIMITS = { min: '10.00', max: '25000.00' } as const
/** Default on-ramp providers' fee range in percent. */
export const ONRAMP_FEE_RANGE_PERCENT = { min: 1, max: 2 } as const

/** Error reports: at most this many per window. */
export const ERROR_REPORTS_MAX = 5
/** Error reports: the rate-limit window. */
export const ERROR_REPORTS_WINDOW_MS = 60_000

/** Name suggestions are asked for once the typing has paused this long. */
export const NAME_SUGGESTIONS_SETTLE_MS = 300
/** Names need at least 4 characters. */
export const NAME_MIN_LENGTH = 4
/** High bit combined with an EVM chain id to make its coin type. */
export const COIN_TYPE_OFFSET = 2_147_483_648

/** Our timeout on every call across the worker boundary. */
export const CALL_TIMEOUT_MS = 10_000

// Bounds the spec leaves to us (issue #11): every reply, cache and queue that outside input can grow has a ceiling.
/** A service reply (blockchain data, wallet directory) larger than this is refused as it streams in: 1 MiB is
 * some ten times the largest page those services send (100 directory entries, a history page). */
export const HTTP_REPLY_MAX_BYTES = 1024 * 1024
/** An icon larger than this is not fetched nor kept (wallet icons are a few KB; 128 KB allows a detailed SVG). */
export const ICON_MAX_BYTES = 128 * 1024
/** An icon given as a data URL (EIP-6963, Wallet Standard, peers): at most the base64 of ICON_MAX_BYTES. */
export const ICON_DATA_URL_MAX_CHARS = Math.ceil((ICON_MAX_BYTES * 4) / 3) + 64
/**
 * Longest text from outside that is shown, in characters: names (wallets, peers, tokens) fit a list row, symbols
 * a balance line, free text (typed-data fields) a field row. Longer text is cut with an ellipsis.
 */
export const DISPLAY_TEXT_MAX = { name: 64, symbol: 24, text: 120 } as const
/**
 * Entries each IndexedDB cache kind keeps (balances, portfolios, identities, resolved names, directory pages and
 * searches, wallet icons): writing one more deletes the oldest written. 100 icons of a few KB, or 100 directory
 * pages, stay well under a megabyte or a few; a person rarely needs more than the last hundred of any kind.
 */
export const CACHE_MAX_ENTRIES = 100
/** A wallet link longer than this is not a wallet's deep link (they are short); it is refused. */
export const WALLET_LINK_MAX_CHARS = 2048
