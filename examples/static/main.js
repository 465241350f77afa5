import { createWalletdock } from './walletdock/walletdock.js'

// The devnet's services (`npm run devnet` in the walletdock repository); a real app names its own.
const walletdock = createWalletdock({
  projectId: 'walletdock-example',
  networks: ['eip155:31337', 'eip155:31338'],
  serviceUrls: {
    blockchainApi: 'http://127.0.0.1:8550',
    relay: 'ws://127.0.0.1:8551',
    walletDirectory: 'http://127.0.0.1:8552',
  },
})

const output = (id) => document.getElementById(id)
walletdock.subscribeAccount((account) => {
  output('account').textContent = account.address ? `${account.status} ${account.address}` : account.status
  output('network').textContent = account.caipNetworkId
})

const hex = (text) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`

output('sign').addEventListener('click', async () => {
  const provider = walletdock.getProvider('eip155')
  const [address] = await provider.request({ method: 'eth_accounts' })
  const signature = await provider.request({
    method: 'personal_sign',
    params: [hex('Hello from a static folder'), address],
  })
  output('signature').textContent = String(signature)
})
output('switch').addEventListener('click', () => void walletdock.switchNetwork('eip155:31338'))
