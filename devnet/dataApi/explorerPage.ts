import { createPublicClient, formatEther, getAddress, http, isHash } from 'viem'

/** A page of the devnet's block explorer: an HTTP status and its HTML. */
export type ExplorerPage = { status: number; html: string }

const TX_PATH = /^\/explorer\/(\d+)\/tx\/(0x[0-9a-fA-F]{64})\/?$/

/**
 * The devnet's block explorer, which the devnet chains name as theirs (src/networks.ts): `GET /explorer/<chain
 * id>/tx/<hash>` shows that transaction of a devnet chain (status, block, from, to, value, gas), read from the
 * chain, as a small HTML page. It is what a person reaches with "View on block explorer" on the demo.
 */
export async function explorerPage(
  chains: readonly { chainId: number; rpcUrl: string }[],
  pathname: string,
): Promise<ExplorerPage> {
  const [, chainId, hash] = TX_PATH.exec(pathname) ?? []
  const chain = chains.find((c) => String(c.chainId) === chainId)
  if (!chain || !hash || !isHash(hash))
    return page(404, 'Not found', `<p>No such page on the devnet explorer.</p>`)
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const [tx, receipt] = await Promise.all([
    client.getTransaction({ hash }).catch(() => null),
    client.getTransactionReceipt({ hash }).catch(() => null),
  ])
  if (!tx)
    return page(404, 'Transaction not found', `<p>${escapeHtml(hash)} is not on chain ${chain.chainId}.</p>`)
  const rows: [string, string][] = [
    ['Transaction', tx.hash],
    ['Chain', String(chain.chainId)],
    ['Status', receipt ? receipt.status : 'pending'],
    ['Block', receipt ? String(receipt.blockNumber) : '—'],
    ['From', getAddress(tx.from)],
    ['To', tx.to ? getAddress(tx.to) : '(contract creation)'],
    ['Value', `${formatEther(tx.value)} ETH`],
    ['Gas used', receipt ? String(receipt.gasUsed) : '—'],
  ]
  const list = rows.map(
    ([k, v]) => `<dt>${escapeHtml(k)}</dt><dd data-field="${escapeHtml(k)}">${escapeHtml(v)}</dd>`,
  )
  return page(200, 'Transaction', `<dl>${list.join('')}</dl>`)
}

function page(status: number, title: string, body: string): ExplorerPage {
  return {
    status,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Walletdock devnet explorer</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
