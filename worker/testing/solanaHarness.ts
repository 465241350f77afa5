import { getFreePort } from '../../devnet/ports.ts'
import { SOLANA_DEVNET_CAIP_NETWORK_ID } from '../../devnet/solana/cluster.ts'
import { createSolanaNode, type SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import {
  createDemoSolanaWallet,
  type DemoSolanaWallet,
} from '../../devnet/solana/wallet/createDemoSolanaWallet.ts'
import type { ConsentRequest } from '../../devnet/wallet/consentRequest.ts'
import type { WalletMode, WalletStorage } from '../../devnet/wallet/walletState.ts'
import { runWalletStandardJob, WALLET_STANDARD_PREFIX } from '../../overlay/bridge/walletStandardWallets.ts'
import { parseConfig, type WalletdockConfig } from '../../src/config.ts'
import type { CaipNetworkId, InjectedProviderInfo, WalletEvent } from '../../src/types.ts'
import { createWalletStorage, type TestChains } from './harness.ts'

export const SOLANA_DEVNET = SOLANA_DEVNET_CAIP_NETWORK_ID as CaipNetworkId

// The devnet's own Solana ports; tests must never talk to a running devnet.
const DEVNET_SOLANA_PORTS = new Set([8899, 8900])

async function freePort(): Promise<number> {
  for (;;) {
    const port = await getFreePort()
    if (!DEVNET_SOLANA_PORTS.has(port)) return port
  }
}

/** A LiteSVM node on free ports, producing blocks only when a transaction lands (slotMs 0). */
export async function startTestSolanaNode(): Promise<SolanaNode> {
  const port = await freePort()
  let wsPort = await freePort()
  while (wsPort === port) wsPort = await freePort()
  const node = createSolanaNode({ port, wsPort, slotMs: 0 })
  await node.start()
  return node
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
export type TestSolanaWallet = {
  info: InjectedProviderInfo
  demo: DemoSolanaWallet
  storage: WalletStorage
  prompts: ConsentRequest[]
  /** What the person answers in the wallet's prompt (default: approve). */
  answer: { approve: boolean }
  /** Runs a page job the way a tab's Wallet Standard bridge does. */
  run(job: { method: string; params?: unknown; chain?: string | undefined }): Promise<unknown>
  /** Calls `forward` with the wallet's `change` events as the tab bridge forwards them; returns an unwatch. */
  watch(forward: (event: WalletEvent) => void): () => void
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
