import { describe, expect, it } from 'vitest'
import type { WalletEntry } from '../../../src/walletDirectory.ts'
import { createTabStore } from '../../tabStore.ts'
import { makeSnapshot, recordingIntents } from '../../ui/testing.tsx'
import { chooseWallet } from './chooseWallet.ts'

const wallet: WalletEntry = {
  id: 'phone-wallet',
  name: 'Phone Wallet',
  mobileLink: 'phonewallet://',
  chains: ['eip155:1'],
  badge: 'none',
}

function ready() {
  const store = createTabStore()
  store.setState({
    snapshot: makeSnapshot({
      walletConnect: { status: 'ready', attempt: 1, uri: 'wc:abc@2', expiresAt: Date.now() + 60_000 },
    }),
  })
  return store
}

describe('chooseWallet', () => {
  it('behavior: on a phone, with the link opener at hand, the wallet app opens in the tap and the choice is told', () => {
    const store = ready()
    const { intents, calls } = recordingIntents()
    const opened: [string, string][] = []
    chooseWallet(store, intents, wallet, true, (link, uri) => {
      opened.push([link, uri])
      return link
    })
    expect(opened).toEqual([['phonewallet://', 'wc:abc@2']])
    expect(calls.map((c) => c.intent)).toEqual(['chooseWalletConnectWallet'])
    expect(store.getState().stack.views.at(-1)).toMatchObject({ name: 'ConnectingWalletConnect' })
  })

  it('behavior: without the opener yet, ConnectingWalletConnect shows (it offers the wallet’s links)', () => {
    const store = ready()
    const { intents, calls } = recordingIntents()
    chooseWallet(store, intents, wallet, true)
    expect(calls).toEqual([])
    expect(store.getState().stack.views.at(-1)).toMatchObject({
      name: 'ConnectingWalletConnect',
      data: { wallet },
    })
  })
})
