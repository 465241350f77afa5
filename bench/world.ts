import { readFileSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium } from '@playwright/test'
import { type AnvilHandle, startAnvil } from '../devnet/anvil.ts'
import { getFreePort } from '../devnet/ports.ts'
import { type PageName, pageDir, WALLET_SCRIPT } from './buildPages.ts'
import { type HangServer, startHangServer } from './hangServer.ts'
import type { ModalKind } from './pageProbe.ts'
import { PROBE_SCRIPT } from './pageProbe.ts'
import { type RpcCounter, startRpcCounter } from './rpcCounter.ts'
import { type StaticServer, startStaticServer } from './staticServer.ts'

/** Loopback ports of the benchmark; 5173 stays free for the e2e demo that may run beside it. */
export const BENCH_PORTS = {
  ours: 5180,
  appkit: 5181,
  bare: 5182,
  hang: 5183,
  rpc: 5184,
  react: 5185,
} as const

/** A page the harness serves and drives. */
export type Product = { name: PageName; kind: ModalKind | null; root: string; server: StaticServer }

export type World = {
  anvil: AnvilHandle
  rpc: RpcCounter
  hang: HangServer
  products: Record<PageName, Product>
  /** The page's URL with its chain RPC pointed at `rpcUrl` (the counting proxy unless told). */
  urlOf(product: Product, rpcUrl?: string): string
  stop(): Promise<void>
}

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The RPC URL pages get in the hanging-hosts run: any name resolves to the hang server there. */
export const HANGING_RPC_URL = 'http://rpc.walletdock-bench.test/'

/**
 * Chromium for the bench. Normally every remote host name fails to resolve at once (this machine is
 * offline; loopback is untouched); with `hang`, every name resolves to a server that never answers.
 */
export function launchChromium(mode: 'offline-hosts' | 'hanging-hosts'): Promise<Browser> {
  const rules =
    mode === 'hanging-hosts'
      ? `MAP * 127.0.0.1:${BENCH_PORTS.hang}, EXCLUDE 127.0.0.1`
      : 'MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=${rules}`],
  })
}

const WALLET_CODE = () => readFileSync(WALLET_SCRIPT, 'utf8')

/**
 * A fresh browser context with the probe and the Devnet Wallet (in 'approve' mode, its chain pointed
 * at the counting proxy) injected before any page script, as an extension would be.
 */
export async function newBenchContext(
  browser: Browser,
  world: World,
  options: { serviceWorkers: 'allow' | 'block' },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    serviceWorkers: options.serviceWorkers,
    viewport: { width: 1280, height: 800 },
  })
  const state = {
    version: 1,
    authorized: false,
    accountIndex: 0,
    chainId: 31337,
    chains: [
      {
        chainId: 31337,
        chainName: 'Walletdock Devnet A',
        rpcUrl: world.rpc.url,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
  }
  await context.addInitScript(
    `if (!localStorage.getItem('walletdock-bench-init')) {
      localStorage.setItem('walletdock-bench-init', '1')
      localStorage.setItem('devnet-wallet:mode', 'approve')
      localStorage.setItem('devnet-wallet:state', ${JSON.stringify(JSON.stringify(state))})
    }`,
  )
  await context.addInitScript(PROBE_SCRIPT)
  await context.addInitScript(WALLET_CODE())
  return context
}

/** Starts a chain, the counting RPC proxy, the hang server and a static server per page. */
export async function startWorld(): Promise<World> {
  const anvil = await startAnvil({ chainId: 31337, port: await getFreePort() })
  const rpc = await startRpcCounter(anvil.rpcUrl, BENCH_PORTS.rpc)
  const hang = await startHangServer(BENCH_PORTS.hang)
  const serve = async (name: PageName, kind: ModalKind | null): Promise<Product> => ({
    name,
    kind,
    root: pageDir(name),
    server: await startStaticServer(pageDir(name), BENCH_PORTS[name]),
  })
  const products = {
    ours: await serve('ours', 'walletdock'),
    appkit: await serve('appkit', 'appkit'),
    bare: await serve('bare', null),
  }
  return {
    anvil,
    rpc,
    hang,
    products,
    urlOf: (product, rpcUrl = rpc.url) => `${product.server.url}?rpc=${encodeURIComponent(rpcUrl)}`,
    async stop() {
      await Promise.all(Object.values(products).map((p) => p.server.close()))
      await Promise.all([rpc.close(), hang.close()])
      await anvil.stop()
    },
  }
}
