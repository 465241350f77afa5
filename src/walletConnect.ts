import { PAIRING_EXPIRY_MARGIN_MS } from './constants.ts'
import type { CoreText } from './messages/coreText.ts'
import type { Connector } from './types.ts'

import { WALLET_CONNECT_CONNECTOR_ID } from './walletConnectId.ts'

export { WALLET_CONNECT_CONNECTOR_ID }

// Our own mark: a blue tile with two linked arcs, so the entry is recognisable without a downloaded logo.
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#3b99fc"/>' +
      '<path d="M12 20c6.6-6.4 17.4-6.4 24 0M16 26l8 7 8-7" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  )

/** The WalletConnect connector as the registry lists it (QR code and deep links to phone wallets). */
export const WALLET_CONNECT_CONNECTOR: Connector = Object.freeze({
  id: WALLET_CONNECT_CONNECTOR_ID,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
  imageUrl: ICON,
})

/**
 * One entry per namespace a session can connect (connector lists are filtered by namespace), all the same
 * connector: one pairing proposes every namespace the host asked for.
 */
export const WALLET_CONNECT_CONNECTORS: readonly Connector[] = Object.freeze([
  WALLET_CONNECT_CONNECTOR,
  Object.freeze({ ...WALLET_CONNECT_CONNECTOR, chain: 'solana' as const }),
])

/** The production relay, used when the configuration names none. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

/** How long the modal waits for the relay before it says it cannot reach it (the library itself waits ~75 s). */
export const RELAY_TIMEOUT_MS = 10_000

/** Where the core's pairing is, as every tab sees it. */
export type WalletConnectView =
  | { status: 'idle' }
  /** Waiting for the relay to accept the proposal (no URI yet). */
  | { status: 'pairing'; attempt: number }
  | { status: 'ready'; attempt: number; uri: string; expiresAt: number }
  | { status: 'failed'; attempt: number; reason: WalletConnectFailure; message: CoreText }

/** Why a pairing attempt ended without a session. */
export type WalletConnectFailure = 'relay' | 'rejected' | 'invalid' | 'error'

/** A pairing the tab can show. */
export type WalletConnectPairing = { uri: string; expiresAt: number; attempt: number }

const HEX64 = /^[0-9a-f]{64}$/
const V2_URI = /^wc:([0-9a-f]{64})@2\?(.*)$/

/**
 * Checks a pairing URI before it becomes a QR code or a deep link; the first problem otherwise.
 * Plain checks rather than a schema: tabs use this module too, and their UI chunk carries no zod.
 */
export function parseWalletConnectUri(
  uri: unknown,
): { ok: true; uri: string } | { ok: false; issue: string } {
  if (typeof uri !== 'string' || uri.length > 2048)
    return { ok: false, issue: 'not a WalletConnect v2 pairing URI' }
  const match = V2_URI.exec(uri)
  if (!match) return { ok: false, issue: 'not a WalletConnect v2 pairing URI' }
  const query = new URLSearchParams(match[2])
  if (!HEX64.test(query.get('symKey') ?? '') || !query.get('relay-protocol'))
    return { ok: false, issue: 'the pairing URI lacks its key or relay protocol' }
  return { ok: true, uri }
}

/** A pairing counts as expired within 10 s of its end (spec part 9). */
export function isPairingExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt - PAIRING_EXPIRY_MARGIN_MS
}

/**
 * Whether a tab may show the existing pairing instead of a new one: only in Telegram's in-app
 * browser and iOS Safari (where leaving for the wallet app and coming back reloads the modal),
 * and only until it counts as expired (spec part 4 'Pairing').
 */
export function shouldReusePairing({
  view,
  reuseAllowed,
  now,
}: {
  view: WalletConnectView | undefined
  reuseAllowed: boolean
  now: number
}): boolean {
  return reuseAllowed && view?.status === 'ready' && !isPairingExpired(view.expiresAt, now)
}

/** Telegram's in-app browser or Safari on iOS: the platforms that reuse a pairing link. */
export function reusesPairingLinks(userAgent: string, hasTelegramWebView: boolean): boolean {
  const ios = /iPhone|iPad|iPod/i.test(userAgent)
  const safari = /Safari/i.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/i.test(userAgent)
  return hasTelegramWebView || /Telegram/i.test(userAgent) || (ios && safari)
}

/**
 * The link that opens a wallet with a pairing URI: `scheme://wc?uri=…` for an app scheme,
 * `https://host/path/wc?uri=…` for a universal or web-app link.
 */
export function formatWalletLink(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(link)) return `${link.endsWith('/') ? link : `${link}/`}wc?uri=${encoded}`
  const scheme = link.includes('://') ? link.slice(0, link.indexOf('://')) : link.replace(/[:/]+$/, '')
  return `${scheme}://wc?uri=${encoded}`
}

/** How a connection came about, for CONNECT_SUCCESS: a deep link on a phone, or a scanned QR code. */
export type WalletConnectMethod = 'mobile' | 'qrcode'

/** The wallet the person picked for this pairing, so finalizing can record it. */
export type WalletConnectChoice = {
  name: string
  walletId?: string | undefined
  imageUrl?: string | undefined
  /** The deep link that was opened, if any. */
  href?: string | undefined
}
