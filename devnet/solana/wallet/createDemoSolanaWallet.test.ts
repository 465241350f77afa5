import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { getFreePort } from '../../ports.ts'
import type { ConsentRequest } from '../../wallet/consentRequest.ts'
import type { WalletStorage } from '../../wallet/walletState.ts'
import { SOLANA_DEVNET_CAIP_NETWORK_ID } from '../cluster.ts'
import { createSolanaNode, type SolanaNode } from '../createSolanaNode.ts'
import { getSolanaDevAccounts } from '../devKeypairs.ts'
import { createDemoSolanaWallet } from './createDemoSolanaWallet.ts'
import { SOLANA_STORAGE_KEYS } from './solanaWalletState.ts'

let node: SolanaNode
const [alice, bobby] = getSolanaDevAccounts()
if (!alice || !bobby) throw new Error('dev accounts missing')

beforeAll(async () => {
  node = createSolanaNode({ port: await getFreePort(), wsPort: await getFreePort(), slotMs: 0 })
  await node.start()
})

afterAll(async () => {
  await node.stop()
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

function setup(sharedStorage = storage) {
  const prompt = async (request: ConsentRequest) => {
    prompts.push(request)
    return answer
  }
  return createDemoSolanaWallet({
    storage: sharedStorage,
    prompt,
    fetch,
    origin: 'http://127.0.0.1:5173',
    rpcUrl: node.url,
    pollIntervalMs: 20,
  })
}

type Setup = ReturnType<typeof setup>

async function connect(demo: Setup): Promise<WalletAccount> {
  const { accounts } = await demo.wallet.features['standard:connect'].connect()
  const [account] = accounts
  if (!account) throw new Error('connect returned no account')
  return account
}

/** An unsigned transfer as a dapp hands it to the wallet: wire bytes with an empty signature slot. */
function transferBytes(from: string, to: PublicKey, lamports: number): Uint8Array {
  const transaction = new Transaction({
    feePayer: new PublicKey(from),
    recentBlockhash: node.ledger.latestBlockhash().blockhash,
  }).add(SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports }))
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('standard:connect and disconnect', () => {
  test('default: approving the prompt connects every account, the selected one first', async () => {
    const demo = setup()
    const account = await connect(demo)
    expect(account.address).toBe(alice.address)
    expect(account.publicKey).toEqual(alice.publicKey)
    expect(account.chains).toEqual(['solana:devnet'])
    expect(account.features).toContain('solana:signAndSendTransaction')
    expect(demo.wallet.accounts.map((item) => item.address)).toEqual(
      getSolanaDevAccounts().map((item) => item.address),
    )
    expect(prompts).toEqual([
      {
        origin: 'http://127.0.0.1:5173',
        method: 'standard:connect',
        title: 'Connect to this site',
        details: [
          { label: 'Account', value: alice.address },
          { label: 'Network', value: 'Solana Devnet (local)' },
        ],
      },
    ])
    // The same account object every time (apps compare by identity); a new tab reconnects without a prompt.
    expect(demo.wallet.accounts[0]).toBe(account)
    expect((await connect(setup())).address).toBe(alice.address)
    expect(prompts).toHaveLength(1)
  })

  test('default: a silent connect of a site that is not connected returns no accounts and asks nothing', async () => {
    const { accounts } = await setup().wallet.features['standard:connect'].connect({ silent: true })
    expect(accounts).toEqual([])
    expect(prompts).toEqual([])
  })

  test('behavior: Reject answers 4001 and leaves the site disconnected', async () => {
    answer = false
    const demo = setup()
    const error = await rejection(demo.wallet.features['standard:connect'].connect())
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(demo.getState().authorized).toBe(false)
    expect(demo.wallet.accounts).toEqual([])
  })

  test('behavior: standard:disconnect forgets the site and emits the empty account list', async () => {
    const demo = setup()
    await connect(demo)
    const changes: unknown[] = []
    demo.wallet.features['standard:events'].on('change', (change) => changes.push(change))
    await demo.wallet.features['standard:disconnect'].disconnect()
    expect(changes).toEqual([{ accounts: [] }])
    expect(JSON.parse(storage.getItem(SOLANA_STORAGE_KEYS.state) ?? '{}')).toMatchObject({
      authorized: false,
    })
  })

  test('behavior: another tab sees connect, account selection and disconnect through sync()', async () => {
    const tabA = setup()
    const tabB = setup()
    const seenInB: string[][] = []
    tabB.wallet.features['standard:events'].on('change', ({ accounts }) =>
      seenInB.push((accounts ?? []).map((account) => account.address)),
    )
    await connect(tabA)
    tabB.sync()
    tabA.selectAccount(1)
    tabB.sync()
    await tabB.wallet.features['standard:disconnect'].disconnect()
    tabA.sync()
    expect(seenInB.map((accounts) => accounts[0])).toEqual([alice.address, bobby.address, undefined])
    expect(tabA.wallet.accounts).toEqual([])
  })

  test('behavior: a malformed stored state reads as a fresh install', async () => {
    storage.setItem(SOLANA_STORAGE_KEYS.state, '{"version":1,"authorized":true,"accountIndex":9}')
    expect(setup().getState().authorized).toBe(false)
    storage.setItem(SOLANA_STORAGE_KEYS.state, 'not json')
    expect(setup().wallet.accounts).toEqual([])
  })
})

describe('solana:signMessage', () => {
  test('default: the signature verifies against the account public key', async () => {
    const demo = setup()
    const account = await connect(demo)
    const message = new TextEncoder().encode('Sign in to Walletdock demo')
    const [output] = await demo.wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    expect(
      ed25519.verify(output?.signature ?? new Uint8Array(), message, new Uint8Array(account.publicKey)),
    ).toBe(true)
    expect(prompts.at(-1)?.details).toContainEqual({ label: 'Message', value: 'Sign in to Walletdock demo' })
  })

  test('behavior: a site that is not connected gets 4100', async () => {
    const demo = setup()
    const account = { address: alice.address, publicKey: alice.publicKey, chains: [], features: [] }
    const error = await rejection(
      demo.wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    )
    expect(error).toMatchObject({ code: 4100 })
    expect(prompts).toEqual([])
  })
})

describe('solana:signTransaction and solana:signAndSendTransaction', () => {
  test('default: signAndSendTransaction signs, sends and the transfer lands on the node', async () => {
    const demo = setup()
    const account = await connect(demo)
    const receiver = Keypair.generate().publicKey
    const [output] = await demo.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: 'solana:devnet',
      transaction: transferBytes(account.address, receiver, LAMPORTS_PER_SOL / 2),
      options: { preflightCommitment: 'confirmed', commitment: 'confirmed' },
    })
    const signature = bs58.encode(output?.signature ?? new Uint8Array())
    expect(node.ledger.getSignatureStatus(signature)).toMatchObject({ err: null })
    expect(node.ledger.getBalance(receiver.toBase58())).toBe(BigInt(LAMPORTS_PER_SOL / 2))
    expect(prompts.at(-1)).toMatchObject({
      method: 'solana:signAndSendTransaction',
      title: 'Send transaction',
    })
    expect(prompts.at(-1)?.details).toContainEqual({
      label: 'Instruction 1',
      value: `Send 0.5 SOL to ${receiver.toBase58()}`,
    })
  })

  test('default: signTransaction returns a signed transaction and sends nothing', async () => {
    const demo = setup()
    const account = await connect(demo)
    const bytes = transferBytes(account.address, Keypair.generate().publicKey, 1000)
    const [output] = await demo.wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: bytes,
      chain: SOLANA_DEVNET_CAIP_NETWORK_ID,
    })
    const signed = Transaction.from(output?.signedTransaction ?? new Uint8Array())
    expect(signed.verifySignatures()).toBe(true)
    expect(node.ledger.getSignatureStatus(bs58.encode(signed.signature ?? new Uint8Array()))).toBeNull()
  })

  test('behavior: the node refusing the transaction reaches the dapp with its code and message', async () => {
    const demo = setup()
    demo.setMode('approve')
    const account = await connect(demo)
    const error = await rejection(
      demo.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: 'solana:devnet',
        transaction: transferBytes(account.address, Keypair.generate().publicKey, 10_000 * LAMPORTS_PER_SOL),
      }),
    )
    expect(error).toMatchObject({ code: -32002 })
    expect((error as Error).message).toMatch(/^Transaction simulation failed: .*custom program error: 0x1/)
  })

  test('behavior: malformed inputs are refused before any prompt', async () => {
    const demo = setup()
    const account = await connect(demo)
    prompts = []
    const send = demo.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction
    const valid = transferBytes(account.address, Keypair.generate().publicKey, 1)
    const cases = await Promise.all([
      rejection(send({ account, chain: 'solana:devnet', transaction: new Uint8Array([1, 2, 3]) })),
      rejection(send({ account, chain: 'solana:mainnet', transaction: valid })),
      rejection(
        send({
          account,
          chain: 'solana:devnet',
          transaction: transferBytes(bobby.address, new PublicKey(account.address), 1),
        }),
      ),
      rejection(send()),
    ])
    expect(cases.map((error) => (error as { code: number }).code)).toEqual([-32602, -32602, -32602, -32602])
    expect((cases[0] as Error).message).toMatch(/^Cannot read the transaction: invalid transaction/)
    expect((cases[1] as Error).message).toContain('only knows solana:devnet')
    expect((cases[2] as Error).message).toBe(
      `The transaction does not need a signature from ${alice.address}.`,
    )
    expect(prompts).toEqual([])
  })
})

describe('modes', () => {
  test('behavior: reject mode answers 4001 without a prompt', async () => {
    const demo = setup()
    demo.setMode('reject')
    expect(await rejection(demo.wallet.features['standard:connect'].connect())).toMatchObject({ code: 4001 })
    expect(prompts).toEqual([])
  })

  test('behavior: hang mode never answers', async () => {
    const demo = setup()
    demo.setMode('hang')
    const settled = await Promise.race([
      demo.wallet.features['standard:connect'].connect().then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200)),
    ])
    expect(settled).toBe('still waiting')
  })

  test('behavior: garbage mode hands back a malformed account and malformed signatures, sending nothing', async () => {
    const demo = setup()
    demo.setMode('garbage')
    const [garbage] = (await demo.wallet.features['standard:connect'].connect()).accounts
    expect(garbage?.address).toBe('not-a-solana-address')
    expect(garbage?.publicKey).toHaveLength(3)

    demo.setMode('approve')
    const account = await connect(demo)
    demo.setMode('garbage')
    const receiver = Keypair.generate().publicKey
    const [sent] = await demo.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: 'solana:devnet',
      transaction: transferBytes(account.address, receiver, 5000),
    })
    expect(sent?.signature).toHaveLength(12)
    expect(node.ledger.getBalance(receiver.toBase58())).toBe(0n)
    const [signedMessage] = await demo.wallet.features['solana:signMessage'].signMessage({
      account,
      message: new Uint8Array([1, 2]),
    })
    expect(signedMessage?.signature).toHaveLength(12)
    expect(prompts).toEqual([])
  })

  test('behavior: setMode refuses unknown modes; reset returns to a fresh install', async () => {
    const demo = setup()
    expect(() => demo.setMode('sometimes' as never)).toThrow(/Unknown devnet wallet mode/)
    demo.setMode('approve')
    await connect(demo)
    demo.reset()
    expect(demo.getState()).toMatchObject({
      mode: 'manual',
      authorized: false,
      accounts: [alice.address, bobby.address, expect.any(String)],
    })
    expect(() => demo.selectAccount(3)).toThrow('The Devnet Solana Wallet has accounts 0 to 2, not 3.')
  })
})
