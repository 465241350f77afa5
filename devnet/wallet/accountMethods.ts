import { getCurrentChain, networkRow, type WalletMethod } from './walletContext.ts'
import { readMode } from './walletState.ts'

/** eth_accounts, eth_requestAccounts and the permission methods. */
export const accountMethods: Record<string, WalletMethod> = {
  eth_accounts: async (context) => context.connected(context.load()),

  eth_requestAccounts: async (context, _, method) => {
    const state = context.load()
    if (state.authorized) return context.connected(state)
    // 'garbage' mode: a broken wallet, so the modal's validation of wallet replies is exercised.
    if (readMode(context.storage) === 'garbage') return ['not-an-address']
    const [selected] = context.accounts(state)
    await context.ask({
      method,
      title: 'Connect to this site',
      details: [{ label: 'Account', value: selected ?? '' }, networkRow(getCurrentChain(state))],
    })
    context.update((latest) => ({ ...latest, authorized: true }))
    return context.connected(context.load())
  },

  wallet_getPermissions: async (context) => {
    const accounts = context.connected(context.load())
    if (!accounts.length) return []
    const caveats = [{ type: 'restrictReturnedAccounts', value: accounts }]
    return [{ parentCapability: 'eth_accounts', invoker: context.origin, caveats }]
  },

  wallet_revokePermissions: async (context) => {
    context.update((latest) => ({ ...latest, authorized: false }))
    return null
  },
}
