// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config.ts'
import type { InjectedProviderInfo } from '../../src/types.ts'
import { createTabStore } from '../tabStore.ts'
import { settlePageWallets } from './settlePageWallets.ts'
import { recordingIntents } from './testing.tsx'

const evm: InjectedProviderInfo = {
  connectorId: 'io.devnet',
  name: 'Devnet Wallet',
  rdns: 'io.devnet',
  icon: '',
}
const sol: InjectedProviderInfo = {
  connectorId: 'sol',
  name: 'Solana Wallet',
  rdns: 'sol',
  icon: '',
  namespace: 'solana',
}

/** A page with `found` wallets, whose Wallet Standard ones come once `standard` is resolved. */
function setup({ solana, announce }: { solana: boolean; announce?: () => Promise<undefined> }) {
  const store = createTabStore()
  const found = [evm]
  let resolveStandard!: () => void
  const standardAsked: number[] = []
  const announced: unknown[][] = []
  const wallets = {
    add: () => undefined,
    list: () => [...found],
    watchWalletStandard: () => {
      standardAsked.push(1)
      return new Promise<never>((resolve) => {
        resolveStandard = () => {
          found.push(sol)
          resolve(undefined as never)
        }
      })
    },
  }
  const { intents } = recordingIntents({
    announceProviders: async ({ providers }) => {
      announced.push(providers)
      return announce ? announce() : undefined
    },
  })
  const attach = () =>
    store.setState({
      config: parseConfig({
        projectId: 'p',
        networks: solana ? ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:1'],
      }),
    })
  const settled = settlePageWallets({ store, intents, wallets })
  return { store, settled, attach, standardAsked, announced, standard: () => resolveStandard() }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('settlePageWallets', () => {
  it('default: once attached, announces the page’s wallets and marks them listed when the core has answered', async () => {
    const { store, settled, attach, announced, standardAsked } = setup({ solana: false })
    await tick()
    expect(announced).toEqual([])
    expect(store.getState().walletsListed).toBeUndefined()
    attach()
    await settled
    expect(announced).toEqual([[evm]])
    expect(standardAsked).toEqual([])
    expect(store.getState().walletsListed).toBe(true)
  })

  it('behavior: with a Solana network, waits for the Wallet Standard wallets and announces them with the others', async () => {
    const { store, settled, attach, announced, standard } = setup({ solana: true })
    attach()
    await tick()
    expect(announced).toEqual([])
    expect(store.getState().walletsListed).toBeUndefined()
    standard()
    await settled
    expect(announced).toEqual([[evm, sol]])
    expect(store.getState().walletsListed).toBe(true)
  })

  it('behavior: a failed announcement still lets the rows show (with what the core lists)', async () => {
    const { store, settled, attach } = setup({
      solana: false,
      announce: () => Promise.reject(new Error('core gone')),
    })
    attach()
    await settled
    expect(store.getState().walletsListed).toBe(true)
  })
})
