import { createWalletClient, custom, verifyMessage } from 'viem'
import { createWalletdock } from 'walletdock'

// `?rpc=<url>` points both devnet chains at another node, to try the modal against a slow or dead one.
const rpc = new URLSearchParams(location.search).get('rpc')

// The host embeds Walletdock as any customer would: only the public API.
const walletdock = createWalletdock({
  projectId: 'walletdock-demo',
  networks: ['eip155:31337', 'eip155:31338'],
  customRpcUrls: rpc ? { 'eip155:31337': [rpc], 'eip155:31338': [rpc] } : undefined,
  metadata: { name: 'Walletdock demo', description: 'A host app', url: location.origin, icons: [] },
})
// For debugging in the console.
Object.assign(window, { walletdock })

const $ = (selector: string) => document.querySelector(selector) as HTMLElement

walletdock.subscribeAccount((account) => {
  $('[data-testid="host-status"]').textContent = account.status
  $('[data-testid="host-address"]').textContent = account.address ?? '—'
  $('[data-testid="host-network"]').textContent = account.address ? account.caipNetworkId : '—'
})

const message = 'Hello from the demo host'
$('#sign').addEventListener('click', async () => {
  const out = $('[data-testid="host-signature"]')
  const account = walletdock.getAccount()
  if (!account.address) {
    await walletdock.open()
    return
  }
  out.textContent = 'Waiting for the wallet…'
  try {
    const client = createWalletClient({ transport: custom(walletdock.getProvider('eip155')) })
    const address = account.address as `0x${string}`
    const signature = await client.signMessage({ account: address, message })
    const valid = await verifyMessage({ address, message, signature })
    out.textContent = valid ? `Signature verified for ${address}` : 'Signature did NOT verify'
  } catch (error) {
    out.textContent = `Signing failed: ${(error as { shortMessage?: string; message: string }).shortMessage ?? (error as Error).message}`
  }
})
$('#open-networks').addEventListener('click', () => void walletdock.open({ view: 'Networks' }))
$('#disconnect').addEventListener('click', () => void walletdock.disconnect())
