import { RECENT_WALLETS_MAX } from '../../src/constants.ts'
import { getErrorMessage } from '../../src/errorMessage.ts'
import { ConnectorNotFoundError } from '../../src/errors.ts'
import { recentWalletsRecord } from '../../src/records.ts'
import type { ConnectParameters as ConnectIntent, Connector, RecentWallet } from '../../src/types.ts'
import { InvalidWalletReplyError } from '../../src/walletReplies.ts'
import { type Core, updateState } from '../core.ts'
import { persisting } from '../persist.ts'
import { getWalletAccount } from '../walletAccount.ts'
import { toWalletError } from '../walletErrors.ts'
import { setConnected } from './setConnected.ts'
import { trackEvent } from './trackEvent.ts'

/** The tab that asked (its wallet prompts there when it has the wallet) and the connector to connect with. */
export type ConnectParameters = ConnectIntent

export type ConnectReturnType = undefined

/**
 * Besides the wallet's own refusal (UserRejectedRequestError, 4001) and the page-job errors of runPageJob: an
 * unknown connector, or a wallet that answers without an account.
 */
export type ConnectErrorType = ConnectorNotFoundError | InvalidWalletReplyError

/** Asks the wallet behind `connectorId` for its account, in the tab that asked, and connects its namespace. */
export async function connect(
  core: Core,
  { tabId, connectorId }: ConnectParameters,
): Promise<ConnectReturnType> {
  await core.ready
  const connector = findConnector(core.store.getState().connectors, connectorId)
  if (!connector) throw new ConnectorNotFoundError(connectorId)
  const namespace = connector.chain
  const before = core.store.getState().connections[namespace]
  updateState(core, {
    connections: { ...core.store.getState().connections, [namespace]: { status: 'connecting', connectorId } },
  })
  try {
    const account = await getWalletAccount(core, { tabId, connectorId, namespace, prompt: true })
    if (!account) throw new InvalidWalletReplyError('connect', 'no account')
    await rememberRecentWallet(core, connector)
    await setConnected(core, { namespace, connectorId, ...account })
    // A wallet in the page (extension, Wallet Standard, the embedded login): AppKit's 'browser' method.
    trackEvent(core, {
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: analyticsName(connector) },
    })
  } catch (error) {
    // A failed attempt leaves whatever connection there was before it.
    updateState(core, {
      connections: {
        ...core.store.getState().connections,
        [namespace]: before ?? { status: 'disconnected' },
      },
    })
    const walletError = toWalletError(error)
    trackEvent(core, {
      event: 'CONNECT_ERROR',
      properties: { name: analyticsName(connector), message: getErrorMessage(walletError) },
    })
    throw walletError
  }
}

// A wallet that names itself nothing (a legacy window.ethereum; the views word it) is reported by its id.
function analyticsName(connector: Connector): string {
  return connector.name || connector.id
}

function findConnector(list: Connector[], id: string): Connector | undefined {
  for (const c of list) {
    if (c.id === id) return c
    const member = c.connectors?.find((m) => m.id === id)
    if (member) return member
  }
  return undefined
}

async function rememberRecentWallet(core: Core, connector: Connector): Promise<void> {
  const entry: RecentWallet = {
    connectorId: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    rdns: connector.info?.rdns,
  }
  const recent = [
    entry,
    ...core.store.getState().recentWallets.filter((w) => w.connectorId !== connector.id),
  ].slice(0, RECENT_WALLETS_MAX)
  updateState(core, { recentWallets: recent })
  await persisting(core, () => core.records.write(recentWalletsRecord, recent))
}
