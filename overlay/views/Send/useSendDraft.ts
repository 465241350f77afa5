import { useCallback } from 'react'
import { findNetwork, type Network } from '../../../src/networks.ts'
import type { ConnectionState, Namespace } from '../../../src/types.ts'
import type { PortfolioView } from '../../../src/walletData.ts'
import { getSendDraft, updateSendDraft } from '../../sendDraft.ts'
import type { SendDraft } from '../../tabStore.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { sameAddress } from '../../ui/formatWallet.ts'
import { selectConnection } from '../../ui/selectors.ts'

/** What the Send views share: the account, its network and tokens, and this tab's draft. */
export type SendContext = {
  connection: Extract<ConnectionState, { address: string }>
  /** The account's namespace: what the receiver must be, and how fees and Max work. */
  namespace: Namespace
  network: Network | undefined
  portfolio: PortfolioView | null
  draft: SendDraft
  update(change: Partial<Omit<SendDraft, 'caipAddress'>>): void
}

/** The Send context, or undefined when no account is connected. */
export function useSendDraft(): SendContext | undefined {
  const { store } = useUi()
  const connection = useTab(selectConnection)
  const portfolio = useTab((s) => s.snapshot?.portfolio ?? null)
  const networks = useTab((s) => s.snapshot?.networks)
  const caipAddress =
    connection && 'address' in connection ? `${connection.caipNetworkId}:${connection.address}` : ''
  // The stored draft object itself is selected, so the view re-renders exactly when it changes.
  const stored = useTab((s) => s.sendDraft)
  const update = useCallback(
    (change: Partial<Omit<SendDraft, 'caipAddress'>>) => updateSendDraft(store, caipAddress, change),
    [store, caipAddress],
  )
  if (!connection || !('address' in connection)) return undefined
  const draft = stored?.caipAddress === caipAddress ? stored : getSendDraft(store, caipAddress)
  return {
    connection,
    namespace: connection.caipNetworkId.split(':')[0] as Namespace,
    network: findNetwork(networks, connection.caipNetworkId),
    portfolio: sameAddress(portfolio?.caipAddress, caipAddress) ? portfolio : null,
    draft,
    update,
  }
}
