import type { Network } from './networks.ts'

/**
 * The page of transaction `hash` on the network's first block explorer (`…/tx/<hash>`, keeping the explorer's
 * query such as Solana's `?cluster=devnet`), or undefined when the network has none or its URL is not http(s):
 * the URL may come from a host's own Chain, and a link must never run script.
 */
export function explorerTxUrl(
  network: Pick<Network, 'blockExplorerUrls'> | undefined,
  hash: string,
): string | undefined {
  const base = network?.blockExplorerUrls[0]
  if (!base || !hash) return undefined
  try {
    const url = new URL(base)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    url.pathname = `${url.pathname.replace(/\/$/, '')}/tx/${encodeURIComponent(hash)}`
    return url.href
  } catch {
    return undefined
  }
}
