import { NAMESPACES } from '../src/types.ts'

// The chain-adapter rule (ARCHITECTURE 'Chain adapters', STYLE 'Avoid'): code outside worker/chains/ never
// branches on a namespace by name. What differs as data is a row of src/ tables (src/namespaces.ts,
// src/networks.ts, src/address.ts), what differs as behaviour a method of the namespace's adapter; so a new
// namespace is one adapter file plus rows, and no `if (namespace === 'bip122')` anywhere else.

/** A comparison of a namespace by name outside the places that may make one. */
export type NamespaceBranch = { file: string; line: number; text: string }

/** Files that may name a namespace in a comparison, and why. */
export const NAMESPACE_BRANCH_EXEMPT: Readonly<Record<string, string>> = Object.freeze({
  // A connector, not a branch: the Wallet Standard bridge serves Solana wallets only (their features are
  // solana:signTransaction …), so it picks the wallets with a Solana chain.
  'overlay/bridge/walletStandardWallets.ts': 'the Solana Wallet Standard connector',
})

const NAME = `(?:${NAMESPACES.join('|')})`
const QUOTED = `(['"\`])${NAME}(?::[^'"\`]*)?\\1`
const PATTERNS = [
  // namespace === 'solana', id !== "eip155:1", 'solana' === namespace
  new RegExp(`[=!]==?\\s*${QUOTED}`),
  new RegExp(`${QUOTED}\\s*[=!]==?`),
  // case 'solana':
  new RegExp(`\\bcase\\s+${QUOTED}\\s*:`),
  // id.startsWith('solana:'), id.startsWith(`eip155:`)
  new RegExp(`\\.(?:startsWith|endsWith|includes)\\(\\s*(['"\`])${NAME}:`),
]

/** True where a namespace may be named in a comparison: the adapters, src/ tables, tests, the exempt files. */
export function mayBranchOnNamespace(path: string): boolean {
  return (
    path.startsWith('worker/chains/') ||
    path.startsWith('src/') ||
    path in NAMESPACE_BRANCH_EXEMPT ||
    /\.test\.tsx?$/.test(path) ||
    path.split('/').includes('testing') ||
    /(^|\/)testing\.tsx?$/.test(path) ||
    /Testing\.tsx?$/.test(path)
  )
}

/** Every comparison of a namespace by name in one product file that may not make one. */
export function namespaceBranchesOf({ path, source }: { path: string; source: string }): NamespaceBranch[] {
  if (!/^(worker|overlay)\//.test(path) || mayBranchOnNamespace(path)) return []
  const found: NamespaceBranch[] = []
  source.split('\n').forEach((text, index) => {
    const code = text.replace(/^\s*(\/\/|\*|\/\*).*$/, '')
    if (PATTERNS.some((pattern) => pattern.test(code)))
      found.push({ file: path, line: index + 1, text: text.trim() })
  })
  return found
}
