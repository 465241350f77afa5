// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519'
import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import bs58 from 'bs58'
import { expect, test } from 'vitest'
import { getSolanaDevAccounts } from '../../devnet/solana/devKeypairs.ts'
import { createDemoSolanaWallet } from '../../devnet/solana/wallet/createDemoSolanaWallet.ts'
import type { BaseError } from '../../src/baseError.ts'
import {
  ConnectorNotFoundError,
  InvalidRequestParamsError,
  NotConnectedError,
} from '../../src/errorClasses.ts'
import type { WalletEvent } from '../../src/types.ts'
import { createWalletStorage } from '../../worker/testing/harness.ts'
import { watchWalletStandardWallets } from './walletStandardWallets.ts'

const [alice, bobby] = getSolanaDevAccounts()
const ID = 'wallet-standard:Devnet Solana Wallet'

function demoWallet() {
  return createDemoSolanaWallet({
    storage: createWalletStorage(),
    prompt: async () => true,
    fetch,
    origin: 'http://127.0.0.1:5173',
  })
}

// A Wallet Standard wallet for EVM chains only: nothing the solana namespace can use.
const evmOnly: Wallet = {
  version: '1.0.0',
  name: 'Only EVM',
  icon: 'data:image/svg+xml;base64,AA==',
  chains: ['eip155:1'],
  accounts: [],
  features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
}

test('default: finds a Solana wallet registered before and runs connect and signMessage in the JSON-RPC form', async () => {
  const demo = demoWallet()
  registerWallet(demo.wallet)
  registerWallet(evmOnly)
  const events: [string, WalletEvent][] = []
  const wallets = watchWalletStandardWallets(
    () => undefined,
    (id, event) => events.push([id, event]),
  )

  expect(wallets.list()).toEqual([
    {
      connectorId: ID,
      name: 'Devnet Solana Wallet',
      icon: demo.wallet.icon,
      legacy: false,
      namespace: 'solana',
      chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    },
  ])
  // The wallet connects every account it holds, the selected one first.
  expect(await wallets.request({ connectorId: ID, method: 'solana_requestAccounts' })).toEqual(
    getSolanaDevAccounts().map((a) => ({ pubkey: a.address })),
  )
  const message = new TextEncoder().encode('hello')
  const reply = (await wallets.request({
    connectorId: ID,
    method: 'solana_signMessage',
    params: { message: bs58.encode(message), pubkey: alice?.address },
  })) as { signature: string }
  expect(ed25519.verify(bs58.decode(reply.signature), message, alice?.publicKey ?? new Uint8Array())).toBe(
    true,
  )

  demo.selectAccount(1)
  expect(events).toContainEqual([
    ID,
    { type: 'accountsChanged', accounts: expect.arrayContaining([bobby?.address]) },
  ])
})

// What an error says and is, as the core and the views read it.
const asRead = (error: unknown) => {
  const { name, shortMessage, details, code, message } = error as BaseError
  return { name, shortMessage, details, code, message }
}

test('behavior: unknown connectors, methods the wallet lacks and accounts it has not shared fail as the shared error classes do', async () => {
  const wallets = watchWalletStandardWallets(
    () => undefined,
    () => undefined,
  )
  const failure = (job: Parameters<typeof wallets.request>[0]) =>
    wallets.request(job).then(() => null, asRead)
  expect(await failure({ connectorId: 'wallet-standard:Nope', method: 'solana_getAccounts' })).toEqual(
    asRead(new ConnectorNotFoundError('wallet-standard:Nope')),
  )
  expect(await failure({ connectorId: ID, method: 'eth_sendTransaction' })).toEqual(
    asRead(new InvalidRequestParamsError('eth_sendTransaction', 'Devnet Solana Wallet does not support it')),
  )
  expect(
    await failure({ connectorId: ID, method: 'solana_signTransaction', params: { transaction: '@@' } }),
  ).toEqual(asRead(new InvalidRequestParamsError('transaction', 'must be base64')))
  expect(
    await failure({
      connectorId: ID,
      method: 'solana_signMessage',
      params: { message: bs58.encode(new Uint8Array([1])), pubkey: 'NotAnAccountOfThisWallet' },
    }),
  ).toEqual(asRead(new NotConnectedError({ namespace: 'solana' })))
})
