import type { AllWalletsSetting } from './DirectoryWallets.tsx'

/** The host's wallet-list settings the Connect view reads (plain checks: the core validated them already). */
export function readWalletListConfig(config: Record<string, unknown>): {
  allWallets: AllWalletsSetting
  collapseWallets: boolean
} {
  const { allWallets, collapseWallets } = config
  return {
    allWallets: allWallets === 'HIDE' || allWallets === 'ONLY_MOBILE' ? allWallets : 'SHOW',
    collapseWallets: collapseWallets === true,
  }
}
