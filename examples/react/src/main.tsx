import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { ConnectButton, useAccount, useWalletdock, WalletdockProvider } from 'walletdock/react'

const hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`

function App() {
  const account = useAccount()
  const walletdock = useWalletdock()
  const [signature, setSignature] = useState('')
  const sign = async () => {
    if (!walletdock || !account.address) return
    const reply = await walletdock
      .getProvider('eip155')
      .request({ method: 'personal_sign', params: [hex('Hello from React'), account.address] })
    setSignature(String(reply))
  }
  return (
    <main>
      <h1>Walletdock in a React app</h1>
      <ConnectButton />
      <p>
        Account:{' '}
        <output id="account">
          {account.address ? `${account.status} ${account.address}` : account.status}
        </output>
      </p>
      <p>
        Network: <output id="network">{account.caipNetworkId}</output>
      </p>
      <button type="button" id="sign" onClick={() => void sign()}>
        Sign a message
      </button>
      <output id="signature">{signature}</output>
      <button type="button" id="switch" onClick={() => void walletdock?.switchNetwork('eip155:31338')}>
        Switch network
      </button>
    </main>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      {/* The devnet's services (`npm run devnet` in the walletdock repository); a real app names its own. */}
      <WalletdockProvider
        options={{
          projectId: 'walletdock-example',
          networks: ['eip155:31337', 'eip155:31338'],
          serviceUrls: {
            blockchainApi: 'http://127.0.0.1:8550',
            relay: 'ws://127.0.0.1:8551',
            walletDirectory: 'http://127.0.0.1:8552',
          },
        }}
      >
        <App />
      </WalletdockProvider>
    </StrictMode>,
  )
