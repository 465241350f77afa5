import { describe, expect, it } from 'vitest'
import { summarizeRequest } from '../src/requestSummary.ts'
import type { PendingRequestView } from '../src/walletData.ts'
import { leaveApproval, watchApprovals } from './approvals.ts'
import { createTabStore } from './tabStore.ts'
import { makeSnapshot } from './ui/testing.tsx'

const request = (id: string, tabId = 'me'): PendingRequestView => ({
  id,
  tabId,
  namespace: 'eip155',
  method: 'personal_sign',
  summary: summarizeRequest('personal_sign', ['0x01']),
  receivedAt: 1,
  status: 'awaiting',
})

function setup(open: boolean) {
  const store = createTabStore()
  store.setState({ tabId: 'me', snapshot: makeSnapshot(), stack: { views: [{ name: 'Account' }], open } })
  const opened: number[] = []
  const refused: string[][] = []
  watchApprovals(
    store,
    () => opened.push(1),
    (ids) => refused.push(ids),
  )
  const pending = (list: PendingRequestView[]) =>
    store.setState({ snapshot: makeSnapshot({ version: Math.random(), pendingRequests: list }) })
  return { store, opened, refused, pending }
}

describe('watchApprovals', () => {
  it("default: this tab's new request opens the modal on ApproveTransaction; another tab's does not", () => {
    const { opened, pending } = setup(false)
    pending([request('1', 'other')])
    expect(opened).toHaveLength(0)
    pending([request('1', 'other'), request('2')])
    expect(opened).toHaveLength(1)
  })

  it('behavior: with the modal open, ApproveTransaction is pushed once', () => {
    const { store, pending } = setup(true)
    pending([request('1')])
    pending([request('1'), request('2')])
    expect(store.getState().stack.views.map((v) => v.name)).toEqual(['Account', 'ApproveTransaction'])
  })

  it('behavior: a request that went straight to the wallet opens nothing (its prompt is the confirmation)', () => {
    const { store, opened, pending } = setup(false)
    pending([{ ...request('1'), status: 'sending' }])
    expect(opened).toHaveLength(0)
    store.setState({ stack: { ...store.getState().stack, open: true } })
    pending([
      { ...request('1'), status: 'sending' },
      { ...request('2'), status: 'sending' },
    ])
    expect(store.getState().stack.views.map((v) => v.name)).toEqual(['Account'])
  })

  it('behavior: closing the modal refuses what still waits', () => {
    const { store, refused, pending } = setup(true)
    pending([request('1'), request('2', 'other')])
    store.setState({ stack: { ...store.getState().stack, open: false } })
    expect(refused).toEqual([['1']])
  })

  it('behavior: a request the core withdraws undecided (the wallet disconnected in another tab) leaves ApproveTransaction', () => {
    const { store, refused, pending } = setup(true)
    pending([request('1'), request('2', 'other')])
    expect(store.getState().stack.views.map((v) => v.name)).toEqual(['Account', 'ApproveTransaction'])
    pending([request('2', 'other')])
    expect(store.getState().stack.views.map((v) => v.name)).toEqual(['Account'])
    expect(store.getState().stack.open).toBe(true)
    expect(refused).toEqual([])
  })

  it('behavior: the view going back after a decision and the withdrawal that follows go back once together', () => {
    const { store, pending } = setup(true)
    store.setState({ stack: { views: [{ name: 'Account' }, { name: 'WalletSend' }], open: true } })
    pending([request('1')])
    expect(store.getState().stack.views.map((v) => v.name)).toEqual([
      'Account',
      'WalletSend',
      'ApproveTransaction',
    ])
    leaveApproval(store)
    pending([])
    leaveApproval(store)
    expect(store.getState().stack.views.map((v) => v.name)).toEqual(['Account', 'WalletSend'])
  })
})
