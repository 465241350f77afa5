import { CALL_TIMEOUT_MS } from '../../src/constants.ts'
import { ConnectorNotFoundError, TabGoneError } from '../../src/errors.ts'
import { isConsentMethod } from '../../src/rpcMethods.ts'
import type { WalletJob } from '../../src/types.ts'
import { withTimeout } from '../../src/withTimeout.ts'
import type { Core, TabHandle } from '../core.ts'

/** How long a wallet may take when the user must answer a prompt. */
export const WALLET_CONSENT_TIMEOUT_MS = 120_000

/** Picks the tab that started the intent if it can run the job, else another live tab that can. */
export function pickTab(core: Core, tabId: string | undefined, connectorId: string): TabHandle {
  const own = tabId ? core.tabs.get(tabId) : undefined
  if (own?.providers.has(connectorId)) return own
  for (const tab of core.tabs.values()) if (tab.providers.has(connectorId)) return tab
  if (core.tabs.size === 0) throw new TabGoneError()
  throw new ConnectorNotFoundError(connectorId)
}

/**
 * Runs a page job in a tab whose bridge has the wallet, with a timeout: the connector's own for this method
 * when it has one, else longer where the person answers. If that tab closes first, the job ends at once with
 * TabGoneError: a closed tab never answers, and its wallet (an extension's prompt, the e-mail login's frame)
 * went with it.
 */
export function runInTab(core: Core, job: WalletJob, timeoutMs?: number): Promise<unknown> {
  const { tabId, connectorId, method, params, chain } = job
  const tab = pickTab(core, tabId, connectorId)
  const ms = timeoutMs ?? (isConsentMethod(method) ? WALLET_CONSENT_TIMEOUT_MS : CALL_TIMEOUT_MS)
  return withTimeout(
    untilDetached(
      tab,
      tab.bridge.providerRequest(
        chain ? { connectorId, method, params, chain } : { connectorId, method, params },
      ),
    ),
    ms,
    `wallet request ${method}`,
    core.deps.clock,
  )
}

function untilDetached<T>(tab: TabHandle, answer: Promise<T>): Promise<T> {
  const signal = tab.detached?.signal
  if (!signal) return answer
  return new Promise<T>((resolve, reject) => {
    const gone = () => reject(new TabGoneError({ tabId: tab.info.tabId }))
    if (signal.aborted) return gone()
    signal.addEventListener('abort', gone, { once: true })
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', gone))
  })
}
