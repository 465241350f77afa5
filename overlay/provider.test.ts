import { BrowserProvider } from 'ethers'
import { createWalletClient, custom, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Namespace } from '../src/types.ts'
import { createCoreHost } from '../worker/api.ts'
import {
  createTestWallet,
  eventually,
  freshIdbStore,
  startTestChains,
  type TestChains,
} from '../worker/testing/harness.ts'
import { createManualClock } from '../worker/testing/manualClock.ts'
import { createMemoryLocks } from '../worker/testing/memoryLocks.ts'
import { createIntentClient } from './coreClient.ts'
import { createEip1193Provider } from './provider.ts'
import { applySnapshot, createTabStore } from './tabStore.ts'

let chains: TestChains
const releases: (() => void)[] = []

beforeAll(async () => {
  chains = await startTestChains()
})
afterEach(() => {
  for (const release of releases.splice(0)) release()
})
afterAll(async () => {
  await chains.stop()
})

/** A tab attached to a real core over the two anvil chains, with the devnet wallet and the provider under test. */
async function startTab() {
  const locks = createMemoryLocks()
  const port = createCoreHost({
    clock: createManualClock(),
    storage: freshIdbStore(),
    fetch,
    locks,
  }).connectPort()
  const wallet = createTestWallet({ chains, knows: ['a', 'b'] })
  const lockName = `walletdock-tab-provider-${crypto.randomUUID()}`
  await new Promise<void>((granted) => {
    void locks.request(lockName, () => {
      granted()
      return new Promise<void>((release) => releases.push(release))
    })
  })
  const store = createTabStore()
  const { snapshot } = await port.attach(
    { lockName, isMobile: false, online: true },
    {
      projectId: 'test',
      networks: ['eip155:31337', 'eip155:31338'],
      customRpcUrls: { 'eip155:31337': [chains.a.rpcUrl], 'eip155:31338': [chains.b.rpcUrl] },
    },
    (s) => applySnapshot(store, s),
    { providerRequest: ({ method, params }) => wallet.wallet.provider.request({ method, params }) },
  )
  applySnapshot(store, snapshot)
  const intents = createIntentClient((name, params) => port.invoke(name, params))
  await intents.announceProviders({ providers: [wallet.info] })
  // The page's modal as far as the provider sees it: open or closed, for a namespace.
  const opened: Namespace[] = []
  const modal = {
    open: async (namespace: Namespace) => {
      opened.push(namespace)
      store.setState({ stack: { views: [{ name: 'Connect' }], open: true } })
    },
    close: () => store.setState({ stack: { views: [{ name: 'Connect' }], open: false } }),
  }
  const provider = createEip1193Provider(intents, store, modal)
  // What the person does in the modal: picks the devnet wallet (approving in it), or closes the modal.
  const person = {
    connect: () => intents.connect({ connectorId: wallet.info.connectorId }),
    closeModal: modal.close,
  }
  return { store, intents, provider, wallet, opened, person }
}

describe('eth_requestAccounts', () => {
  test('behavior: while disconnected it opens the modal and answers the accounts once the person connects', async () => {
    const { store, provider, wallet, opened, person } = await startTab()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])

    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await eventually(() => expect(store.getState().stack.open).toBe(true))
    expect(opened).toEqual(['eip155'])
    await person.connect()

    expect(await accounts).toEqual([wallet.address])
    // The modal it opened has done its job.
    expect(store.getState().stack.open).toBe(false)
    // Connected: no modal again, the accounts at once.
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([wallet.address])
    expect(opened).toEqual(['eip155'])
  })

  test('behavior: asked while a connection is being made, it waits for it rather than opening the modal', async () => {
    const { store, provider, wallet, opened, person } = await startTab()
    // The host asks the moment the tab sees 'connecting' (as after a reload while the core restores a session).
    const asked = new Promise<unknown>((resolve) => {
      const stop = store.subscribe(({ snapshot }) => {
        if (snapshot?.connections.eip155?.status !== 'connecting') return
        stop()
        resolve(provider.request({ method: 'eth_requestAccounts' }))
      })
    })
    await person.connect()
    expect(await asked).toEqual([wallet.address])
    expect(opened).toEqual([])
  })

  test('behavior: the person closing the modal is a refusal, 4001', async () => {
    const { store, provider, person } = await startTab()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await eventually(() => expect(store.getState().stack.open).toBe(true))
    person.closeModal()
    await expect(accounts).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
      shortMessage: 'User rejected the request.',
    })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('events', () => {
  test('behavior: connect, accountsChanged, chainChanged and disconnect (4900) as EIP-1193 says', async () => {
    const { provider, intents, wallet, person } = await startTab()
    const seen: [string, unknown][] = []
    provider
      .on('connect', (info) => seen.push(['connect', info]))
      .on('accountsChanged', (accounts) => seen.push(['accountsChanged', accounts]))
      .on('chainChanged', (chainId) => seen.push(['chainChanged', chainId]))
      .on('disconnect', (error) => seen.push(['disconnect', error]))
    const ignored = () => seen.push(['ignored', null])
    provider.on('accountsChanged', ignored).removeListener('accountsChanged', ignored)

    await person.connect()
    await eventually(() => expect(seen.length).toBeGreaterThanOrEqual(2))
    expect(seen).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [wallet.address]],
    ])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')

    seen.length = 0
    await intents.switchNetwork({ caipNetworkId: 'eip155:31338' })
    await eventually(() => expect(seen).toEqual([['chainChanged', '0x7a6a']]))
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    seen.length = 0
    await intents.disconnect()
    await eventually(() => expect(seen.map(([event]) => event)).toEqual(['accountsChanged', 'disconnect']))
    expect(seen[0]).toEqual(['accountsChanged', []])
    expect(seen[1]?.[1]).toBeInstanceOf(Error)
    expect(seen[1]?.[1]).toMatchObject({ name: 'ProviderDisconnectedError', code: 4900 })
  })

  test('behavior: a provider made before the tab attached hears no chainChanged for the first snapshot', async () => {
    const { makeSnapshot } = await import('./ui/testing.tsx')
    const store = createTabStore()
    const modal = { open: async () => undefined, close: () => undefined }
    const intents = { request: async () => null }
    const provider = createEip1193Provider(intents, store, modal)
    const seen: string[] = []
    provider.on('chainChanged', (chainId) => seen.push(chainId))
    applySnapshot(store, makeSnapshot({ version: 1, activeCaipNetworkId: 'eip155:31337' }))
    expect(seen).toEqual([])
    applySnapshot(store, makeSnapshot({ version: 2, activeCaipNetworkId: 'eip155:31338' }))
    expect(seen).toEqual(['0x7a6a'])
  })
})

describe('libraries over the provider', () => {
  test('behavior: ethers v6 BrowserProvider reads the chain, finds the signer and signs through the wallet', async () => {
    const { provider, wallet, person } = await startTab()
    await person.connect()
    const ethers = new BrowserProvider(provider)
    expect((await ethers.getNetwork()).chainId).toBe(31337n)
    expect(await ethers.getBlockNumber()).toBeGreaterThanOrEqual(0)
    const signer = await ethers.getSigner()
    expect(signer.address).toBe(wallet.address)
    const signature = await signer.signMessage('hello from ethers')
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'hello from ethers',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  test('behavior: viem custom() transport reads the chain, requests the addresses and signs', async () => {
    const { provider, wallet, person } = await startTab()
    await person.connect()
    const client = createWalletClient({ transport: custom(provider) })
    expect(await client.getChainId()).toBe(31337)
    expect(await client.requestAddresses()).toEqual([wallet.address])
    const signature = await client.signMessage({ account: wallet.address, message: 'hello from viem' })
    expect(await verifyMessage({ address: wallet.address, message: 'hello from viem', signature })).toBe(true)
  })
})
