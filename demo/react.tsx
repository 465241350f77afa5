import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConnectButton, useAccount, useModal, useWalletdock, WalletdockProvider } from 'walletdock/react'

// A React app as a customer would write it: the provider component, the hooks and the connect button.
function Account() {
  const account = useAccount()
  const modal = useModal()
  const walletdock = useWalletdock()
  return (
    <main>
      <header>
        <h1>A React app with walletdock/react</h1>
        <ConnectButton />
      </header>
      <dl>
        <dt>Status</dt>
        <dd data-testid="react-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="react-address">{account.address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="react-network">{account.caipNetworkId}</dd>
        <dt>Modal</dt>
        <dd data-testid="react-modal">{modal.isOpen ? 'open' : 'closed'}</dd>
      </dl>
      <button type="button" onClick={() => void modal.open({ view: 'Networks' })}>
        Choose a network
      </button>
      <button type="button" disabled={!walletdock} onClick={() => void walletdock?.disconnect()}>
        Disconnect
      </button>
    </main>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <WalletdockProvider
        options={{
          projectId: 'walletdock-demo',
          networks: ['eip155:31337', 'eip155:31338'],
          metadata: {
            name: 'Walletdock React demo',
            description: 'A React host',
            url: location.origin,
            icons: [],
          },
          serviceUrls: {
            blockchainApi: 'http://127.0.0.1:8550',
            relay: 'ws://127.0.0.1:8551',
            walletDirectory: 'http://127.0.0.1:8552',
          },
        }}
      >
        <Account />
      </WalletdockProvider>
    </StrictMode>,
  )
