import bs58 from 'bs58'
import { assertPortFree, getFreePort } from '../../devnet/ports.ts'
import { createSolanaNode, type SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../devnet/solana/devKeypairs.ts'
import {
  createDemoSolanaWallet,
  type DemoSolanaWallet,
} from '../../devnet/solana/wallet/createDemoSolanaWallet.ts'
import type { ConsentRequest } from '../../devnet/wallet/consentRequest.ts'
import type { WalletMode } from '../../devnet/wallet/walletState.ts'
import { parseConfig, type WalletdockConfig } from '../../src/config.ts'
import { ConnectorNotFoundError, InvalidRequestParamsError } from '../../src/errors.ts'
import { SOLANA_WALLET_METHODS } from '../../src/solana.ts'
import type { CaipNetworkId, InjectedProviderInfo, PageBridge, Snapshot, TabInfo } from '../../src/types.ts'
import { announceProviders } from '../actions/announceProviders.ts'
import { attachTab } from '../actions/attachTab.ts'
import { updateState } from '../core.ts'
import { createCore } from '../createCore.ts'
import { createRpcLog, createWalletStorage, freshIdbStore, type TestCore } from './harness.ts'
import { createManualClock } from './manualClock.ts'
import { createMemoryLocks } from './memoryLocks.ts'

/** The built-in Solana Devnet network, which the local node stands in for. */
export const SOLANA_DEVNET: CaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

// A devnet may be running on its fixed ports; tests must never talk to it.
const DEVNET_PORTS = new Set([8899, 8900])

/**
 * A LiteSVM node on free ports, started, with blocks only from transactions (`slotMs: 0`). Its WebSocket is
 * on the HTTP port + 1, where web3.js looks when a host configures only the HTTP URL.
 */
export async function startTestSolanaNode(): Promise<SolanaNode> {
  for (let attempt = 0; ; attempt++) {
    const port = await getFreePort()
    if (DEVNET_PORTS.has(port) || DEVNET_PORTS.has(port + 1)) continue
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

/** A host configuration with the Solana Devnet network on the test node. */
export function solanaTestConfig(node: SolanaNode, extra: Record<string, unknown> = {}): WalletdockConfig {
  return parseConfig({
    projectId: 'test',
    networks: [SOLANA_DEVNET],
    customRpcUrls: { [SOLANA_DEVNET]: [node.url] },
    ...extra,
  })
}

/** A core made from real parts (IndexedDB, the node, a manual clock, in-memory Web Locks). */
export async function createSolanaTestCore(
  node: SolanaNode,
  config = solanaTestConfig(node),
): Promise<TestCore> {
  const clock = createManualClock()
  const locks = createMemoryLocks()
  const storage = freshIdbStore()
  const rpc = createRpcLog()
  const core = createCore({ config, clock, storage, fetch: rpc.fetch, locks })
  await core.ready
  return { core, clock, locks, storage, rpc }
}

/** The Devnet Solana Wallet as a test tab sees it, with the prompts it showed. */
export type TestSolanaWallet = {
  info: InjectedProviderInfo
  demo: DemoSolanaWallet
  prompts: ConsentRequest[]
  /** The account the wallet connects with (dev account 0). */
  address: string
}

/** The demo Solana wallet on the test node, in `mode` (default: approve). */
export function createTestSolanaWallet(node: SolanaNode, mode: WalletMode = 'approve'): TestSolanaWallet {
  const prompts: ConsentRequest[] = []
  const demo = createDemoSolanaWallet({
    storage: createWalletStorage(),
    prompt: async (request) => {
      prompts.push(request)
      return true
    },
    fetch,
    origin: 'http://127.0.0.1:5173',
    rpcUrl: node.url,
    pollIntervalMs: 20,
  })
  demo.setMode(mode)
  const address = getSolanaDevAccounts()[0]?.address
  if (!address) throw new Error('no dev account')
  return {
    info: {
      connectorId: 'wallet-standard:Devnet Solana Wallet',
      name: demo.wallet.name,
      legacy: false,
      namespace: 'solana',
      chains: [SOLANA_DEVNET],
    },
    demo,
    prompts,
    address,
  }
}

/** What the tab's bridge does with a job; tests may put something in front of it (junk replies, a stop). */
export type SolanaJobRunner = (job: { method: string; params?: unknown }) => Promise<unknown>

/** Runs a core job (solana_* JSON-RPC form) on the demo wallet's Wallet Standard features, as a tab does. */
export function walletStandardRunner({ demo }: TestSolanaWallet): SolanaJobRunner {
  const { features } = demo.wallet
  return async ({ method, params }) => {
    const p = (params ?? {}) as { transaction?: string; sendOptions?: object }
    switch (method) {
      case SOLANA_WALLET_METHODS.requestAccounts: {
        const { accounts } = await features['standard:connect'].connect()
        return accounts.map((a) => ({ pubkey: a.address }))
      }
      case SOLANA_WALLET_METHODS.signAndSendTransaction: {
        const [account] = demo.wallet.accounts
        if (!account) throw Object.assign(new Error('not connected'), { code: 4100 })
        const [out] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
          account,
          transaction: Buffer.from(p.transaction ?? '', 'base64'),
          chain: 'solana:devnet',
          ...(p.sendOptions ? { options: p.sendOptions } : {}),
        })
        return { signature: out ? bs58.encode(out.signature) : '' }
      }
      default:
        throw new InvalidRequestParamsError(method, 'not supported by the test bridge')
    }
  }
}

export type SolanaTestTab = { info: TabInfo; snapshots: Snapshot[]; jobs: string[]; close(): void }

let tabCount = 0

/** Opens a tab on the core whose bridge runs solana_* jobs with `run` and announces the wallet. */
export async function openSolanaTab(
  { core, locks }: Pick<TestCore, 'core' | 'locks'>,
  wallet: TestSolanaWallet,
  run: SolanaJobRunner = walletStandardRunner(wallet),
): Promise<SolanaTestTab> {
  tabCount += 1
  const tabId = `solana-tab-${tabCount}`
  const info: TabInfo = { tabId, lockName: `walletdock-tab-${tabId}`, isMobile: false, online: true }
  let release: (() => void) | undefined
  await new Promise<void>((granted) => {
    void locks.request(info.lockName, () => {
      granted()
      return new Promise<void>((resolve) => {
        release = resolve
      })
    })
  })
  const jobs: string[] = []
  const bridge: PageBridge = {
    async providerRequest({ connectorId, method, params }) {
      if (connectorId !== wallet.info.connectorId) throw new ConnectorNotFoundError(connectorId)
      jobs.push(method)
      return run({ method, params })
    },
  }
  const snapshots: Snapshot[] = []
  await attachTab(core, info, (snapshot) => void snapshots.push(snapshot), bridge)
  await announceProviders(core, tabId, [wallet.info])
  return { info, snapshots, jobs, close: () => release?.() }
}

/** Authorizes the wallet and makes its account the core's active Solana connection. */
export async function connectSolanaAccount({ core }: Pick<TestCore, 'core'>, wallet: TestSolanaWallet) {
  await wallet.demo.wallet.features['standard:connect'].connect()
  updateState(core, {
    activeNamespace: 'solana',
    activeCaipNetworkId: SOLANA_DEVNET,
    connections: {
      solana: {
        status: 'connected',
        connectorId: wallet.info.connectorId,
        address: wallet.address,
        caipNetworkId: SOLANA_DEVNET,
      },
    },
  })
}
