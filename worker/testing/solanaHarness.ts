import { assertPortFree, getFreePort } from '../../devnet/ports.ts'
import { SOLANA_DEVNET_CAIP_NETWORK_ID } from '../../devnet/solana/cluster.ts'
import { createSolanaNode, type SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import {
  createDemoSolanaWallet,
  type DemoSolanaWallet,
} from '../../devnet/solana/wallet/createDemoSolanaWallet.ts'
import type { ConsentRequest } from '../../devnet/wallet/consentRequest.ts'
import type { WalletMode, WalletStorage } from '../../devnet/wallet/walletState.ts'
import { runWalletStandardJob } from '../../overlay/bridge/walletStandardWallets.ts'
import { parseConfig, type WalletdockConfig } from '../../src/config.ts'
import { WALLET_STANDARD_PREFIX } from '../../src/connectors.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import { createWalletStorage, type TestChains, type TestStandardWallet } from './harness.ts'

export const SOLANA_DEVNET = SOLANA_DEVNET_CAIP_NETWORK_ID as CaipNetworkId

// The devnet's own Solana ports; tests must never talk to a running devnet.
const DEVNET_SOLANA_PORTS = new Set([8899, 8900])

/**
 * A LiteSVM node on free ports with blocks only from transactions (`slotMs: 0`), its WebSocket on the HTTP
 * port + 1: where web3.js (so the core's confirmations) looks when a host configures only the HTTP URL.
 */
export async function startTestSolanaNode(): Promise<SolanaNode> {
  for (let attempt = 0; ; attempt++) {
    const port = await getFreePort()
    if (DEVNET_SOLANA_PORTS.has(port) || DEVNET_SOLANA_PORTS.has(port + 1)) continue
    try {
      await assertPortFree(port + 1, '127.0.0.1', 'the test node WebSocket')
      const node = createSolanaNode({ port, wsPort: port + 1, slotMs: 0 })
      await node.start()
      return node
    } catch (error) {
      if (attempt > 20) throw error
    }
  }
}

/** A host configuration with the two anvil chains (when given) and Solana Devnet on the test node. */
export function solanaTestConfig(
  node: SolanaNode,
  chains?: TestChains,
  extra: Record<string, unknown> = {},
): WalletdockConfig {
  return parseConfig({
    projectId: 'test',
    networks: chains ? ['eip155:31337', 'eip155:31338', SOLANA_DEVNET] : [SOLANA_DEVNET],
    customRpcUrls: {
      [SOLANA_DEVNET]: [node.url],
      ...(chains ? { 'eip155:31337': [chains.a.rpcUrl], 'eip155:31338': [chains.b.rpcUrl] } : {}),
    },
    ...extra,
  })
}

/** The Devnet Solana Wallet as one tab sees it: its Wallet Standard wallet, prompts and what it announces. */
export type TestSolanaWallet = TestStandardWallet & {
  demo: DemoSolanaWallet
  storage: WalletStorage
  prompts: ConsentRequest[]
  /** What the person answers in the wallet's prompt (default: approve). */
  answer: { approve: boolean }
  /** The same wallet (same storage) as another tab of the origin sees it. */
  inAnotherTab(): TestSolanaWallet
}

export type CreateTestSolanaWalletParameters = {
  node: SolanaNode
  mode?: WalletMode | undefined
  storage?: WalletStorage | undefined
}

/** The real demo Solana wallet, sending through `node`, registered under its Wallet Standard connector id. */
export function createTestSolanaWallet(p: CreateTestSolanaWalletParameters): TestSolanaWallet {
  const storage = p.storage ?? createWalletStorage()
  const prompts: ConsentRequest[] = []
  const answer = { approve: true }
  const demo = createDemoSolanaWallet({
    storage,
    prompt: async (request) => {
      prompts.push(request)
      return answer.approve
    },
    fetch,
    origin: 'http://127.0.0.1:5173',
    rpcUrl: p.node.url,
    pollIntervalMs: 20,
  })
  if (p.mode) demo.setMode(p.mode)
  const { wallet } = demo
  return {
    info: {
      connectorId: `${WALLET_STANDARD_PREFIX}${wallet.name}`,
      name: wallet.name,
      icon: wallet.icon,
      legacy: false,
      namespace: 'solana',
      chains: [SOLANA_DEVNET],
    },
    demo,
    storage,
    prompts,
    answer,
    run: ({ method, params, chain }) => runWalletStandardJob(wallet, method, params, chain),
    watch: (forward) =>
      wallet.features['standard:events'].on('change', ({ accounts }) => {
        if (accounts) forward({ type: 'accountsChanged', accounts: accounts.map((a) => a.address) })
      }),
    inAnotherTab: () => createTestSolanaWallet({ ...p, mode: undefined, storage }),
  }
}
