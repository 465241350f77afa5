// @vitest-environment happy-dom
import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { afterEach, describe, expect, it } from 'vitest'
import type { InjectedProviderInfo, WalletEvent } from '../../src/types.ts'
import { watchInjectedWallets } from './injectedWallets.ts'

type Listener = (...args: unknown[]) => void

/** A minimal EIP-1193 wallet that answers from a table and can emit events. */
function fakeWallet(answers: Record<string, unknown>) {
  const listeners = new Map<string, Listener[]>()
  return {
    calls: [] as string[],
    async request({ method }: { method: string }) {
      this.calls.push(method)
      if (!(method in answers)) throw { code: 4200, message: `Unsupported ${method}` }
      return answers[method]
    },
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
    },
    emit(event: string, ...args: unknown[]) {
      for (const l of listeners.get(event) ?? []) l(...args)
    },
  }
}

function announceOnRequest(detail: unknown) {
  const handler = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', handler)
  return () => window.removeEventListener('eip6963:requestProvider', handler)
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
  Reflect.deleteProperty(window, 'ethereum')
})

describe('watchInjectedWallets', () => {
  it('default: finds an EIP-6963 wallet by rdns and runs jobs on it', async () => {
    const wallet = fakeWallet({ eth_chainId: '0x7a69' })
    cleanups.push(
      announceOnRequest({
        info: {
          uuid: 'u1',
          name: 'Devnet Wallet',
          rdns: 'dev.example.wallet',
          icon: 'data:image/svg+xml,<svg/>',
        },
        provider: wallet,
      }),
    )
    let seen: InjectedProviderInfo[] = []
    const wallets = watchInjectedWallets(
      (list) => {
        seen = list
      },
      () => undefined,
    )
    expect(seen).toEqual([
      {
        connectorId: 'dev.example.wallet',
        name: 'Devnet Wallet',
        rdns: 'dev.example.wallet',
        icon: 'data:image/svg+xml,<svg/>',
      },
    ])
    await expect(
      wallets.bridge.providerRequest({ connectorId: 'dev.example.wallet', method: 'eth_chainId' }),
    ).resolves.toBe('0x7a69')
  })

  it('behavior: announcements without a provider, name or rdns are ignored, and a non-image icon is dropped', () => {
    cleanups.push(announceOnRequest({ info: { uuid: 'u', name: 'No provider', rdns: 'x.y' } }))
    cleanups.push(announceOnRequest({ info: { uuid: 'u', name: '', rdns: 'x.z' }, provider: fakeWallet({}) }))
    cleanups.push(
      announceOnRequest({
        info: { uuid: 'u', name: 'Script icon', rdns: 'x.w', icon: 'javascript:alert(1)' },
        provider: fakeWallet({}),
      }),
    )
    const wallets = watchInjectedWallets(
      () => undefined,
      () => undefined,
    )
    expect(wallets.list()).toEqual([
      { connectorId: 'x.w', name: 'Script icon', rdns: 'x.w', icon: undefined },
    ])
  })

  it('behavior: a legacy window.ethereum is offered once, nameless (the views word it), not again when it also announces itself', () => {
    const legacy = fakeWallet({})
    Object.assign(window, { ethereum: legacy })
    expect(
      watchInjectedWallets(
        () => undefined,
        () => undefined,
      ).list(),
    ).toEqual([{ connectorId: 'injected', name: '', legacy: true }])
    cleanups.push(
      announceOnRequest({ info: { uuid: 'u', name: 'Same', rdns: 'same.wallet' }, provider: legacy }),
    )
    expect(
      watchInjectedWallets(
        () => undefined,
        () => undefined,
      )
        .list()
        .map((w) => w.connectorId),
    ).toEqual(['same.wallet'])
  })

  it('behavior: wallet events are forwarded with the connector id', () => {
    const wallet = fakeWallet({})
    cleanups.push(announceOnRequest({ info: { uuid: 'u', name: 'W', rdns: 'w.w' }, provider: wallet }))
    const events: [string, WalletEvent][] = []
    watchInjectedWallets(
      () => undefined,
      (id, event) => events.push([id, event]),
    )
    wallet.emit('chainChanged', '0x7a6a')
    wallet.emit('accountsChanged', [])
    expect(events).toEqual([
      ['w.w', { type: 'chainChanged', chainId: '0x7a6a' }],
      ['w.w', { type: 'accountsChanged', accounts: [] }],
    ])
  })

  it('behavior: a job for a wallet this page does not have fails with ConnectorNotFoundError', async () => {
    const wallets = watchInjectedWallets(
      () => undefined,
      () => undefined,
    )
    await expect(
      wallets.bridge.providerRequest({ connectorId: 'nope', method: 'eth_accounts' }),
    ).rejects.toMatchObject({
      name: 'ConnectorNotFoundError',
    })
  })

  it('behavior: Solana wallets (Wallet Standard) are looked for only once asked, and then announced', async () => {
    const solana: Wallet = {
      version: '1.0.0',
      name: 'Some Solana Wallet',
      icon: 'data:image/svg+xml;base64,AA==',
      chains: ['solana:devnet'],
      accounts: [],
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
        'solana:signTransaction': { version: '1.0.0', signTransaction: async () => [] },
      },
    }
    registerWallet(solana)
    const announced: string[][] = []
    const wallets = watchInjectedWallets(
      (list) => announced.push(list.map((w) => w.connectorId)),
      () => undefined,
    )
    // A host without a Solana network never asks: the bridge's chunk is not loaded and no wallet is listed.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(wallets.list()).toEqual([])
    expect(announced).toEqual([])

    await wallets.watchWalletStandard()
    await Promise.resolve()
    expect(wallets.list().map((w) => w.connectorId)).toEqual(['wallet-standard:Some Solana Wallet'])
    expect(announced.at(-1)).toEqual(['wallet-standard:Some Solana Wallet'])
    // Asked again, the same bridge answers (the wallet is not announced twice).
    expect(await wallets.watchWalletStandard()).toBe(await wallets.watchWalletStandard())
  })
})
