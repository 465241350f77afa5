import { createAppKit } from '@reown/appkit'
import { defineChain } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { createWalletClient, custom, type EIP1193Provider, verifyMessage } from 'viem'

// The benchmark's peer: demo/main.ts's host app, written against AppKit with its wagmi adapter as
// AppKit's JavaScript installation guide sets it up. `?rpc=<url>` points both chains at another node.
const rpc = new URLSearchParams(location.search).get('rpc')
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const devnetChain = (id: number, name: string, port: number) =>
  defineChain({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpc ?? `http://127.0.0.1:${port}`] } },
  })
const networks = [
  devnetChain(31337, 'Walletdock Devnet A', 8545),
  devnetChain(31338, 'Walletdock Devnet B', 8546),
] as [ReturnType<typeof devnetChain>, ...ReturnType<typeof devnetChain>[]]

const projectId = 'walletdock-bench-peer'
const wagmiAdapter = new WagmiAdapter({ projectId, networks })
const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'AppKit peer', description: 'A host app', url: location.origin, icons: [] },
  features: { analytics: true },
})
Object.assign(window, { appkit: modal })

const $ = (selector: string) => document.querySelector(selector) as HTMLElement

const renderAccount = () => {
  const account = modal.getAccount()
  $('[data-testid="host-status"]').textContent = account?.status ?? 'disconnected'
  $('[data-testid="host-address"]').textContent = account?.address ?? '—'
  $('[data-testid="host-network"]').textContent = account?.address
    ? (modal.getCaipNetwork()?.caipNetworkId ?? '—')
    : '—'
}
modal.subscribeAccount(renderAccount)
modal.subscribeNetwork(renderAccount)

const message = 'Hello from the demo host'
$('#sign').addEventListener('click', async () => {
  const out = $('[data-testid="host-signature"]')
  const address = modal.getAccount()?.address as `0x${string}` | undefined
  if (!address) {
    await modal.open()
    return
  }
  out.textContent = 'Waiting for the wallet…'
  try {
    const client = createWalletClient({ transport: custom(modal.getWalletProvider() as EIP1193Provider) })
    const signature = await client.signMessage({ account: address, message })
    const valid = await verifyMessage({ address, message, signature })
    out.textContent = valid ? `Signature verified for ${address}` : 'Signature did NOT verify'
  } catch (error) {
    out.textContent = `Signing failed: ${(error as { shortMessage?: string; message: string }).shortMessage ?? (error as Error).message}`
  }
})
$('#open-networks').addEventListener('click', () => void modal.open({ view: 'Networks' }))
$('#disconnect').addEventListener('click', () => void modal.disconnect())
