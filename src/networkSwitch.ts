import { causeChain } from './baseError.ts'
import type { CaipNetworkId, Namespace } from './types.ts'

/** What decides between a plain switch and the cross-namespace confirmation. */
export type ChooseSwitchViewParameters = {
  authActive: boolean
  authSupportsTarget: boolean
  ignoreConfirmation: boolean
  targetNamespace: Namespace
  activeNamespace: Namespace
  hasAddressOnActive: boolean
  hasAddressOnTarget: boolean
}

/** The view for a network switch (spec part 2 'Network switching choice'). */
export function chooseSwitchView(p: ChooseSwitchViewParameters): 'SwitchNetwork' | 'SwitchActiveChain' {
  if ((p.authActive && p.authSupportsTarget) || p.ignoreConfirmation) return 'SwitchNetwork'
  // Moving to a namespace with no account would silently drop the current one; ask first.
  if (p.targetNamespace !== p.activeNamespace && p.hasAddressOnActive && !p.hasAddressOnTarget)
    return 'SwitchActiveChain'
  return 'SwitchNetwork'
}

/** Whether the UnsupportedChain view applies to the active network (spec part 4 'Active network change'). */
export function isUnsupportedChain(p: {
  caipNetworkId: CaipNetworkId
  requested: readonly CaipNetworkId[]
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  basic: boolean
}): boolean {
  return (
    !p.requested.includes(p.caipNetworkId) && p.enableNetworkSwitch && !p.allowUnsupportedChain && !p.basic
  )
}

// 4902: unknown chain. 32603 (spec) / -32603 (JSON-RPC internal error) and 5000 are what some wallets send instead.
const TOP_LEVEL_CODES = new Set([4902, 32603, -32603, 5000])
const MAX_LINKS = 32

/** Whether a failed wallet_switchEthereumChain should be followed by wallet_addEthereumChain. */
export function shouldFallbackToAddChain(error: unknown): boolean {
  if (TOP_LEVEL_CODES.has(codeOf(error) ?? Number.NaN)) return true
  return links(error).some((link) => codeOf(link) === 4902)
}

// Wallets nest the real error in `cause` or in `data.originalError` (MetaMask mobile).
function links(error: unknown): unknown[] {
  const seen: unknown[] = []
  const queue = [error]
  while (queue.length && seen.length < MAX_LINKS) {
    const next = queue.shift()
    if (typeof next !== 'object' || next === null || seen.includes(next)) continue
    seen.push(next)
    queue.push(...causeChain(next).slice(1))
    if ('data' in next && typeof next.data === 'object' && next.data !== null && 'originalError' in next.data)
      queue.push(next.data.originalError)
  }
  return seen
}

function codeOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined
  const code = typeof value.code === 'string' ? Number(value.code) : value.code
  return typeof code === 'number' && Number.isFinite(code) ? code : undefined
}
