// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Snapshot } from '../src/snapshot.ts'
import type { CaipNetworkId } from '../src/types.ts'
import { getSendDraft, resetSendDraftOnNetworkChange, updateSendDraft } from './sendDraft.ts'
import { applySnapshot, createTabStore } from './tabStore.ts'
import { ADDRESS, connectedTo, makeSnapshot, renderModal } from './ui/testing.tsx'

afterEach(cleanup)

const SOLANA_DEVNET: CaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The core's snapshot with the EVM account on `caipNetworkId`, or Solana active (no Solana account). */
function onNetwork(version: number, caipNetworkId: CaipNetworkId): Snapshot {
  const solana = caipNetworkId.startsWith('solana:')
  return makeSnapshot({
    version,
    activeNamespace: solana ? 'solana' : 'eip155',
    activeCaipNetworkId: caipNetworkId,
    connections: { eip155: connectedTo(solana ? 'eip155:1' : caipNetworkId) },
  })
}

describe('the send draft and the active network', () => {
  it('behavior: every tab resets its own draft when the active network changes, and only then', () => {
    const tabs = [createTabStore(), createTabStore()]
    for (const tab of tabs) {
      applySnapshot(tab, onNetwork(1, 'eip155:1'))
      resetSendDraftOnNetworkChange(tab)
      updateSendDraft(tab, `eip155:1:${ADDRESS}`, { amount: '1.5', receiverAddress: RECEIVER })
    }

    // The balance changed, the network did not: the drafts stay.
    for (const tab of tabs) applySnapshot(tab, { ...onNetwork(2, 'eip155:1'), balance: null })
    expect(tabs.map((tab) => tab.getState().sendDraft?.amount)).toEqual(['1.5', '1.5'])

    for (const tab of tabs) applySnapshot(tab, onNetwork(3, SOLANA_DEVNET))
    expect(tabs.map((tab) => tab.getState().sendDraft)).toEqual([undefined, undefined])

    // Back on the first network, nothing of the old draft comes back.
    for (const tab of tabs) applySnapshot(tab, onNetwork(4, 'eip155:1'))
    expect(getSendDraft(tabs[0] ?? createTabStore(), `eip155:1:${ADDRESS}`)).toEqual({
      caipAddress: `eip155:1:${ADDRESS}`,
      amount: '',
      receiverAddress: '',
    })
  })

  it('behavior: the open Send form empties when the wallet moves to another network and stays empty back on the first', () => {
    const { store } = renderModal({
      snapshot: onNetwork(1, 'eip155:1'),
      views: [{ name: 'Account' }, { name: 'WalletSend' }],
    })
    const amount = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    const receiver = () => screen.getByRole('textbox', { name: /^To/ }) as HTMLInputElement
    fireEvent.change(amount(), { target: { value: '0.25' } })
    fireEvent.change(receiver(), { target: { value: RECEIVER } })
    expect([amount().value, receiver().value]).toEqual(['0.25', RECEIVER])

    act(() => applySnapshot(store, onNetwork(2, 'eip155:137')))
    expect([amount().value, receiver().value]).toEqual(['', ''])
    act(() => applySnapshot(store, onNetwork(3, 'eip155:1')))
    expect([amount().value, receiver().value]).toEqual(['', ''])
    expect(store.getState().sendDraft).toBeUndefined()
  })
})
