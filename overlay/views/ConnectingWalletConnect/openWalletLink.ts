import { formatWalletLink } from '../../../src/walletConnect.ts'
import { safeWalletLink } from '../../../src/walletLink.ts'

/**
 * Opens a wallet with the pairing URI. It must run synchronously inside the click handler: browsers
 * block a new window or an app switch that happens after an `await`. Web links open in a new tab,
 * app schemes in this one (the system hands them to the app and the page stays).
 */
export function openWalletLink(link: string, uri: string): string | undefined {
  // Checked once more right where it opens: whatever path a link took here, an unsafe one never runs.
  const safe = safeWalletLink(link)
  if (!safe) return undefined
  const href = formatWalletLink(safe, uri)
  const web = /^https?:\/\//i.test(safe)
  window.open(href, web ? '_blank' : '_self', web ? 'noopener,noreferrer' : undefined)
  return href
}

/** The shape of openWalletLink, for callers that fetch it on demand. */
export type OpenWalletLink = typeof openWalletLink
