import {
  connect,
  createConfig,
  getConnection,
  http,
  reconnect,
  signMessage,
  switchChain,
  watchConnection,
} from '@wagmi/core'
import { defineChain } from 'viem'
import { createWalletdock } from 'walletdock'
import { walletdock } from 'walletdock/wagmi'

// The devnet's two anvil chains and services (`npm run devnet` in the walletdock repository).
const devnetA = defineChain({
  id: 31337,
  name: 'Walletdock Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const devnetB = defineChain({
  id: 31338,
  name: 'Walletdock Devnet B',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})

// One instance for the page: the <walletdock-button> and wagmi's connector share it.
const instance = createWalletdock({
  projectId: 'walletdock-example',
  networks: ['eip155:31337', 'eip155:31338'],
  customRpcUrls: { 'eip155:31337': ['http://127.0.0.1:8545'], 'eip155:31338': ['http://127.0.0.1:8546'] },
  serviceUrls: {
    blockchainApi: 'http://127.0.0.1:8550',
    relay: 'ws://127.0.0.1:8551',
    walletDirectory: 'http://127.0.0.1:8552',
  },
})
const config = createConfig({
  chains: [devnetA, devnetB],
  connectors: [walletdock({ walletdock: instance })],
  transports: { [devnetA.id]: http(), [devnetB.id]: http() },
})

const output = (id: string) => document.getElementById(id) as HTMLOutputElement
const render = () => {
  const { status, address, chainId } = getConnection(config)
  output('account').textContent = address ? `${status} ${address}` : status
  output('network').textContent = chainId ? `eip155:${chainId}` : ''
}
watchConnection(config, { onChange: render })
render()
void reconnect(config)

document.getElementById('connect')?.addEventListener('click', () => {
  const [connector] = config.connectors
  if (connector) void connect(config, { connector })
})
document.getElementById('sign')?.addEventListener('click', async () => {
  output('signature').textContent = await signMessage(config, { message: 'Hello from wagmi' })
})
document
  .getElementById('switch')
  ?.addEventListener('click', () => void switchChain(config, { chainId: devnetB.id }))
