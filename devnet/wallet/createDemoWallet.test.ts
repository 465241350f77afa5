import {
  createPublicClient,
  http,
  parseEther,
  stringToHex,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type AnvilHandle, startAnvil } from '../anvil.ts'
import { getFreePort } from '../ports.ts'
import type { ConsentRequest } from './consentRequest.ts'
import { createDemoWallet } from './createDemoWallet.ts'
import { STORAGE_KEYS, type WalletStorage } from './walletState.ts'

let chainA: AnvilHandle
let chainB: AnvilHandle
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([
    startAnvil({ chainId: 31337, port: await getFreePort() }),
    startAnvil({ chainId: 31338, port: await getFreePort() }),
  ])
})

afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})

function createMemoryStorage(): WalletStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

let storage: WalletStorage
let prompts: ConsentRequest[]
let answer: boolean

beforeEach(() => {
  storage = createMemoryStorage()
  prompts = []
  answer = true
})

function setup() {
  const chains = [
    { chainId: 31337, chainName: 'Walletdock Devnet A', rpcUrl: chainA.rpcUrl, nativeCurrency: ether },
  ]
  const prompt = async (request: ConsentRequest) => {
    prompts.push(request)
    return answer
  }
  return createDemoWallet({ storage, prompt, fetch, origin: 'http://127.0.0.1:5173', chains })
}

const addChainB = () => ({
  method: 'wallet_addEthereumChain',
  params: [
    { chainId: '0x7a6a', chainName: 'Walletdock Devnet B', rpcUrls: [chainB.rpcUrl], nativeCurrency: ether },
  ],
})

async function connect(wallet: ReturnType<typeof setup>): Promise<`0x${string}`> {
  const [address] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
  if (!address) throw new Error('no account')
  return address
}

test('default: connects after approval and answers later requests without asking again', async () => {
  const wallet = setup()
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  const accounts = await wallet.provider.request({ method: 'eth_requestAccounts' })
  expect(accounts).toEqual([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  ])
  expect(prompts).toMatchObject([{ origin: 'http://127.0.0.1:5173', method: 'eth_requestAccounts' }])
  expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual(accounts)
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual(accounts)
  expect(prompts).toHaveLength(1)
})

test('behavior: signs a personal_sign message that verifies, showing its text in the prompt', async () => {
  const wallet = setup()
  const address = await connect(wallet)
  const message = 'Sign in to Walletdock'
  const signature = (await wallet.provider.request({
    method: 'personal_sign',
    params: [stringToHex(message), address],
  })) as `0x${string}`
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  expect(prompts[1]?.details).toContainEqual({ label: 'Message', value: message })
})

test('behavior: signs eth_signTypedData_v4 data that verifies', async () => {
  const wallet = setup()
  const address = await connect(wallet)
  const typedData = {
    domain: { name: 'Walletdock', version: '1', chainId: 31337 },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting' as const,
    message: { text: 'hello' },
  }
  const signature = (await wallet.provider.request({
    method: 'eth_signTypedData_v4',
    params: [address, JSON.stringify(typedData)],
  })) as `0x${string}`
  expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)
})

test('behavior: sends a transaction that lands on the current chain', async () => {
  const wallet = setup()
  const from = await connect(wallet)
  const to = '0x000000000000000000000000000000000000bEEF'
  const hash = (await wallet.provider.request({
    method: 'eth_sendTransaction',
    params: [{ from, to, value: toHex(parseEther('0.25')) }],
  })) as `0x${string}`
  const client = createPublicClient({ transport: http(chainA.rpcUrl), pollingInterval: 50 })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
  expect(prompts[1]?.details).toContainEqual({ label: 'Value', value: '0.25 ETH' })
})

test('behavior: a rejected prompt fails with 4001 and changes nothing', async () => {
  const wallet = setup()
  answer = false
  await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
    code: 4001,
    message: 'User rejected the request.',
  })
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
})

test('behavior: switching to an unknown chain fails with 4902; adding it switches and emits chainChanged', async () => {
  const wallet = setup()
  const chainChanges: string[] = []
  wallet.provider.on('chainChanged', (chainId: string) => chainChanges.push(chainId))
  await expect(
    wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
  ).rejects.toMatchObject({ code: 4902 })

  expect(await wallet.provider.request(addChainB())).toBeNull()
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  expect(chainChanges).toEqual(['0x7a6a'])

  await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
  await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
  expect(chainChanges).toEqual(['0x7a6a', '0x7a69', '0x7a6a'])
  expect(prompts.map((prompt) => prompt.title)).toEqual(['Add network', 'Switch network', 'Switch network'])
})

test('behavior: refuses to add a chain whose RPC serves another chain id', async () => {
  const wallet = setup()
  const request = addChainB()
  request.params[0] = { ...request.params[0], rpcUrls: [chainA.rpcUrl] } as (typeof request.params)[0]
  await expect(wallet.provider.request(request)).rejects.toMatchObject({ code: -32602 })
  expect(wallet.getState().chains.map((chain) => chain.chainId)).toEqual([31337])
})

test('behavior: needs a connection before signing and answers 4200 for unknown methods', async () => {
  const wallet = setup()
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  await expect(
    wallet.provider.request({ method: 'personal_sign', params: ['0x68', address] }),
  ).rejects.toMatchObject({
    code: 4100,
  })
  await expect(wallet.provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
    code: 4200,
  })
  expect(prompts).toEqual([])
})

test('behavior: forwards chain reads to the current chain', async () => {
  const wallet = setup()
  const balance = await wallet.provider.request({
    method: 'eth_getBalance',
    params: ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 'latest'],
  })
  expect(BigInt(balance as string)).toBeGreaterThan(0n)
})

describe('modes', () => {
  test('approve and reject answer without prompting', async () => {
    const wallet = setup()
    wallet.setMode('reject')
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    wallet.setMode('approve')
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toHaveLength(3)
    expect(prompts).toEqual([])
  })

  test('hang never answers a consent request', async () => {
    const wallet = setup()
    storage.setItem(STORAGE_KEYS.mode, 'hang')
    const outcome = await Promise.race([
      wallet.provider.request({ method: 'eth_requestAccounts' }).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 100)),
    ])
    expect(outcome).toBe('pending')
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  test('garbage answers eth_requestAccounts with a malformed account', async () => {
    const wallet = setup()
    wallet.setMode('garbage')
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual(['not-an-address'])
  })

  test('an unknown stored mode reads as manual; setMode refuses it', async () => {
    const wallet = setup()
    storage.setItem(STORAGE_KEYS.mode, 'sometimes')
    expect(wallet.getState().mode).toBe('manual')
    expect(() => wallet.setMode('sometimes' as 'manual')).toThrow('Unknown devnet wallet mode "sometimes"')
  })
})

describe('tabs', () => {
  test('a switch, an account change and a disconnect in another tab emit events in this one', async () => {
    const thisTab = setup()
    const otherTab = setup()
    await connect(otherTab)
    const events: [string, unknown][] = []
    thisTab.provider.on('accountsChanged', (accounts: string[]) => events.push(['accountsChanged', accounts]))
    thisTab.provider.on('chainChanged', (chainId: string) => events.push(['chainChanged', chainId]))
    thisTab.sync()
    await otherTab.provider.request(addChainB())
    otherTab.selectAccount(1)
    thisTab.sync()
    otherTab.disconnect()
    thisTab.sync()
    expect(events.map(([event, value]) => [event, Array.isArray(value) ? value[0] : value])).toEqual([
      ['accountsChanged', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      ['accountsChanged', undefined],
    ])
  })

  test('reset returns to a fresh install and corrupt storage reads as one', async () => {
    const wallet = setup()
    wallet.setMode('approve')
    await connect(wallet)
    await wallet.provider.request(addChainB())
    wallet.reset()
    expect(wallet.getState()).toMatchObject({ mode: 'manual', authorized: false, chainId: 31337 })
    storage.setItem(STORAGE_KEYS.state, '{"version":1,"authorized":"yes"')
    expect(wallet.getState().authorized).toBe(false)
  })
})
