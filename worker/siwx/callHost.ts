import type { SiwxHostMethod } from '../../src/siwx.ts'
import { SiwxHostError } from '../../src/siwxErrors.ts'
import { withTimeout } from '../../src/withTimeout.ts'
import type { Core } from '../core.ts'

/** How long a host callback (its server's nonce, its check of a signature) may take. */
export const SIWX_HOST_TIMEOUT_MS = 30_000

/**
 * Calls one of the host's Sign-In With X callbacks in a tab: the one that asked if it is still here, else another
 * live tab (every tab of the site passes the same options). What it answers is the caller's to check.
 */
export async function callHost(
  core: Core,
  { tabId, method, params }: { tabId?: string | undefined; method: SiwxHostMethod; params: unknown },
): Promise<unknown> {
  const tabs = [...core.tabs.values()]
  const tab = (tabId ? core.tabs.get(tabId) : undefined) ?? tabs[0]
  if (!tab?.bridge.siwx) throw new SiwxHostError(method, { details: 'No tab of the site is open' })
  try {
    return await withTimeout(
      tab.bridge.siwx({ method, params }),
      SIWX_HOST_TIMEOUT_MS,
      `siwx.${method}`,
      core.deps.clock,
    )
  } catch (error) {
    throw new SiwxHostError(method, { cause: error })
  }
}
