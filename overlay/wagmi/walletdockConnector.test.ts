// @vitest-environment node
import { createConfig, http } from '@wagmi/core'
import { defineChain } from 'viem'
import { expect, test } from 'vitest'
import { walletdock } from './walletdockConnector.ts'

const devnetA = defineChain({
  id: 31337,
  name: 'Walletdock Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

// The browser behaviour (connect, sign, send, switch, reconnect, tabs) is driven in e2e/wagmi.spec.ts.
test('behavior: a wagmi config with the connector can be made on a server, where it is never authorized', async () => {
  expect(typeof globalThis.document).toBe('undefined')
  const config = createConfig({
    chains: [devnetA],
    connectors: [walletdock({ options: { projectId: 'p' } })],
    transports: { [devnetA.id]: http() },
    ssr: true,
  })
  const [connector] = config.connectors
  expect(connector).toMatchObject({ id: 'walletdock', name: 'Walletdock', type: 'walletdock' })
  expect(await connector?.isAuthorized()).toBe(false)
})
