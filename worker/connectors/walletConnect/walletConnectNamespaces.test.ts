import { expect, test } from 'vitest'
import { parseConfig } from '../../../src/config.ts'
import { createTestCore } from '../../testing/harness.ts'
import { walletConnectNamespacesOf } from './walletConnectNamespaces.ts'

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'

async function proposalFor(networks: string[], customRpcUrls: Record<string, string[]> = {}) {
  const config = parseConfig({ projectId: 'test', networks, customRpcUrls })
  const { core } = await createTestCore({ config })
  return walletConnectNamespacesOf(core)
}

test('default: the host’s networks grouped by namespace, each with what its adapter says a session carries', async () => {
  const proposal = await proposalFor(['eip155:31337', DEVNET, 'eip155:31338'], {
    'eip155:31337': ['http://127.0.0.1:1/a'],
    [DEVNET]: ['http://127.0.0.1:1/s'],
  })
  expect(proposal.eip155).toEqual({
    chains: ['eip155:31337', 'eip155:31338'],
    methods: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ],
    events: ['accountsChanged', 'chainChanged'],
    rpcMap: expect.objectContaining({ 'eip155:31337': 'http://127.0.0.1:1/a' }),
  })
  expect(proposal.solana).toEqual({
    chains: [DEVNET],
    methods: ['solana_signMessage', 'solana_signAndSendTransaction', 'solana_signTransaction'],
    events: [],
    rpcMap: { [DEVNET]: 'http://127.0.0.1:1/s' },
  })
})

test('behavior: a namespace without a chain adapter is not proposed; one without networks neither', async () => {
  const proposal = await proposalFor([DEVNET, BITCOIN])
  expect(Object.keys(proposal)).toEqual(['solana'])
})

test('behavior: a host with no network a session can carry still proposes eip155, without chains', async () => {
  const proposal = await proposalFor([BITCOIN])
  expect(Object.keys(proposal)).toEqual(['eip155'])
  expect(proposal.eip155?.chains).toEqual([])
  expect(proposal.eip155?.methods).toContain('personal_sign')
})
