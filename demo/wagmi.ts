import {
  connect,
  createConfig,
  disconnect,
  getConnection,
  http,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
  watchConnection,
} from '@wagmi/core'
import { defineChain, parseEther, verifyMessage } from 'viem'
import { walletdock } from 'walletdock/wagmi'

// A wagmi app as a customer would write it, with Walletdock's connector as its only connect UI. Walletdock
// offers wagmi's chains (the devnet's two anvil chains) and talks to the devnet's services.
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

const config = createConfig({
  chains: [devnetA, devnetB],
  connectors: [
    walletdock({
      options: {
        projectId: 'walletdock-demo',
        metadata: {
          name: 'Walletdock wagmi demo',
          description: 'A wagmi host',
          url: location.origin,
          icons: [],
        },
        serviceUrls: {
          blockchainApi: 'http://127.0.0.1:8550',
          relay: 'ws://127.0.0.1:8551',
          walletDirectory: 'http://127.0.0.1:8552',
        },
      },
    }),
  ],
  transports: { [devnetA.id]: http(), [devnetB.id]: http() },
})
Object.assign(window, { wagmiConfig: config })

const $ = (selector: string) => document.querySelector(selector) as HTMLElement
const result = $('[data-testid="wagmi-result"]')

function render() {
  const connection = getConnection(config)
  $('[data-testid="wagmi-status"]').textContent = connection.status
  $('[data-testid="wagmi-address"]').textContent = connection.address ?? '—'
  $('[data-testid="wagmi-chain"]').textContent = connection.chainId ? String(connection.chainId) : '—'
  $('[data-testid="wagmi-connector"]').textContent = connection.connector?.name ?? '—'
}
watchConnection(config, { onChange: render })
render()
// After a reload (or in a second tab), the session the site's core holds comes back without a prompt.
void reconnect(config).then(render)

const run = (label: string, action: () => Promise<string>) => async () => {
  result.textContent = `${label}…`
  try {
    result.textContent = await action()
  } catch (error) {
    const e = error as { shortMessage?: string; message: string; code?: number }
    result.textContent = `${label} failed${e.code ? ` (${e.code})` : ''}: ${e.shortMessage ?? e.message}`
  }
}

const connector = () => {
  const found = config.connectors.find((c) => c.id === 'walletdock')
  if (!found) throw new Error('The Walletdock connector is missing')
  return found
}

$('#connect').addEventListener(
  'click',
  run('Connecting', async () => {
    const { accounts, chainId } = await connect(config, { connector: connector() })
    return `Connected ${accounts[0]} on ${chainId}`
  }),
)
$('#disconnect').addEventListener(
  'click',
  run('Disconnecting', async () => {
    await disconnect(config)
    return 'Disconnected'
  }),
)
$('#sign').addEventListener(
  'click',
  run('Signing', async () => {
    const address = getConnection(config).address
    if (!address) throw new Error('Not connected')
    const message = 'Hello from the wagmi host'
    const signature = await signMessage(config, { message })
    const valid = await verifyMessage({ address, message, signature })
    return valid ? `Signature verified for ${address}` : 'Signature did NOT verify'
  }),
)
$('#send').addEventListener(
  'click',
  run('Sending', async () => {
    const address = getConnection(config).address
    if (!address) throw new Error('Not connected')
    const hash = await sendTransaction(config, { to: address, value: parseEther('0.001') })
    const receipt = await waitForTransactionReceipt(config, { hash })
    return `Transaction ${receipt.status} on ${receipt.chainId ?? getConnection(config).chainId}: ${hash}`
  }),
)
for (const [id, chain] of [
  ['#switch-a', devnetA],
  ['#switch-b', devnetB],
] as const)
  $(id).addEventListener(
    'click',
    run('Switching', async () => {
      const switched = await switchChain(config, { chainId: chain.id })
      return `Switched to ${switched.name}`
    }),
  )
