import { AccountAddressRequiredError } from '../../src/errors.ts'
import { supportsFeature } from '../../src/networks.ts'
import { type ActivityView, appendTransactions, filterTransactions } from '../../src/walletData.ts'
import { getActiveAccount, isActiveAccount } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import { type Core, notify, updateState } from '../core.ts'
import { dedupe } from '../dedupe.ts'
import { featureOn } from '../featureOn.ts'
import { reportFailure } from './reportFailure.ts'
import { trackEvent } from './trackEvent.ts'

/** The first page of Activity, or with `more` the page after the current cursor. */
export type FetchTransactionsParameters = { more: boolean }
/** Nothing: the list reaches every tab as the snapshot's `activity`. */
export type FetchTransactionsReturnType = undefined
/** No account to read for; a failed read is shown in the list and the snackbar, not thrown. */
export type FetchTransactionsErrorType = AccountAddressRequiredError

/**
 * Reads the active account's Activity on the active chain: the first page, or with `more` the page after the
 * current cursor. Only the active chain's transactions are kept and NFT-only spam is dropped. A failure says
 * 'Failed to fetch transactions', sends ERROR_FETCH_TRANSACTIONS, empties the list and clears the cursor.
 */
export async function fetchTransactions(
  core: Core,
  { more }: FetchTransactionsParameters,
): Promise<FetchTransactionsReturnType> {
  await core.ready
  const account = getActiveAccount(core.store.getState())
  if (!account) throw new AccountAddressRequiredError()
  const { caipAddress, connection } = account
  const api = getBlockchainApi(core)
  const current = core.store.getState().activity
  const mine = current?.caipAddress === caipAddress ? current : undefined
  if (!api || !supportsFeature('activity', account.namespace) || !featureOn(core, 'activity')) {
    set(core, { caipAddress, transactions: [], next: null, loading: false, empty: true, failed: false })
    return
  }
  if (more && !mine?.next) return
  const cursor = more ? (mine?.next ?? undefined) : undefined
  await dedupe(core.wallet.inflight, `history:${caipAddress}:${cursor ?? ''}`, async () => {
    set(core, {
      caipAddress,
      transactions: mine?.transactions ?? [],
      next: mine?.next ?? null,
      loading: true,
      empty: false,
      failed: false,
    })
    try {
      const reply = await api.getHistory({
        account: connection.address,
        caipNetworkId: connection.caipNetworkId,
        cursor,
      })
      const page = filterTransactions(reply.data, connection.caipNetworkId)
      const transactions = more ? appendTransactions(mine?.transactions ?? [], page) : page
      set(core, {
        caipAddress,
        transactions,
        next: reply.next,
        loading: false,
        empty: transactions.length === 0,
        failed: false,
      })
    } catch (error) {
      set(core, { caipAddress, transactions: [], next: null, loading: false, empty: true, failed: true })
      notify(core, 'error', { key: 'transactionsUnavailable' })
      // Transactions' errors are API errors (spec part 8).
      reportFailure(core, { error, category: 'API_ERROR' })
      trackEvent(core, {
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: {
          address: connection.address,
          caipNetworkId: connection.caipNetworkId,
          cursor,
          message: String(error),
        },
      })
    }
  })
}

function set(core: Core, view: ActivityView): void {
  if (isActiveAccount(core, view.caipAddress)) updateState(core, { activity: view })
}
