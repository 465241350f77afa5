// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { summarizeActions, summarizeRequest } from '../../../src/requestSummary.ts'
import type { PendingRequestView } from '../../../src/walletData.ts'
import { ADDRESS, connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'
import type { UiIntents } from '../../uiContext.ts'

afterEach(cleanup)

const SPENDER = '0x000000000000000000000000000000000000bEEF'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const MAX = `0x${'f'.repeat(64)}`

function pending(method: string, params: unknown, tabId = 'tab-1'): PendingRequestView {
  const summary = summarizeRequest(method, params)
  const named = {
    ...summary,
    warnings: summary.warnings.map((w) =>
      'token' in w ? { ...w, token: { ...w.token, symbol: 'USDC', decimals: 6 } } : w,
    ),
  }
  return { id: '1', tabId, namespace: 'eip155', method, summary: named, receivedAt: 1, status: 'awaiting' }
}

const approveAll = () =>
  pending('eth_sendTransaction', [
    { from: ADDRESS, to: TOKEN, data: `0x095ea7b3${SPENDER.slice(2).padStart(64, '0')}${MAX.slice(2)}` },
  ])

function show(
  request: PendingRequestView | PendingRequestView[],
  intents: Partial<UiIntents> = {},
  views = [{ name: 'ApproveTransaction' as const }],
) {
  const pendingRequests = Array.isArray(request) ? request : [request]
  const rendered = renderModal({
    snapshot: makeSnapshot({ connections: { eip155: connectedTo() }, pendingRequests }),
    views,
    intents,
  })
  act(() => rendered.store.setState({ tabId: 'tab-1' }))
  return rendered
}

describe('ApproveTransaction', () => {
  it('default: a native send shows amount and receiver; Approve decides and closes', async () => {
    const { calls, store } = show(
      pending('eth_sendTransaction', [{ from: ADDRESS, to: SPENDER, value: '0x2386f26fc10000' }]),
    )
    expect(screen.getByText('0.01 ETH')).toBeTruthy()
    expect(screen.getByText(SPENDER)).toBeTruthy()
    expect(screen.queryByTestId('approval-warning')).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve' })))
    expect(calls).toEqual([
      { intent: 'decideRequest', args: [{ id: '1', approve: true, acknowledgeWarning: undefined }] },
    ])
    expect(store.getState().stack.open).toBe(false)
  })

  it('behavior: an unlimited approve warns naming token and spender and needs a deliberate confirmation', async () => {
    const { calls } = show(approveAll())
    const warning = screen.getByTestId('approval-warning')
    expect(warning.textContent).toContain('Unlimited approval of USDC')
    expect(warning.textContent).toContain(SPENDER)
    const approve = screen.getByRole('button', { name: 'Approve anyway' }) as HTMLButtonElement
    expect(approve.disabled).toBe(true)
    fireEvent.click(screen.getByLabelText('I understand the risk and want to approve anyway'))
    expect(approve.disabled).toBe(false)
    await act(async () => fireEvent.click(approve))
    expect(calls).toEqual([
      { intent: 'decideRequest', args: [{ id: '1', approve: true, acknowledgeWarning: true }] },
    ])
  })

  it('behavior: Solana SetAuthority, CloseAccount and an undecoded instruction each warn, naming who gets what', async () => {
    const account = 'Acc1111111111111111111111111111111111111111'
    const thief = 'Thf1111111111111111111111111111111111111111'
    const program = 'Prg1111111111111111111111111111111111111111'
    const method = 'solana_signTransaction'
    const summary = summarizeActions(method, [
      {
        kind: 'solanaRisk',
        warning: { reason: 'setAuthority', account, authorityType: 'AccountOwner', newAuthority: thief },
      },
      { kind: 'solanaRisk', warning: { reason: 'closeAccount', account, destination: thief } },
      { kind: 'solanaRisk', warning: { reason: 'undecodedInstruction', program } },
    ])
    const { calls } = show({
      id: '1',
      tabId: 'tab-1',
      namespace: 'solana',
      method,
      summary,
      receivedAt: 1,
      status: 'awaiting',
    })
    const warnings = screen.getAllByTestId('approval-warning').map((w) => w.textContent)
    expect(warnings).toHaveLength(3)
    expect(warnings[0]).toContain('Change of the account owner authority')
    expect(warnings[0]).toContain(`over ${account} to ${thief}`)
    expect(warnings[1]).toContain('Token account closed')
    expect(warnings[1]).toContain(`sends what it holds to ${thief}`)
    expect(warnings[2]).toContain('Could not be decoded')
    expect(warnings[2]).toContain(program)
    expect(screen.getByText('Close a token account')).toBeTruthy()
    const approve = screen.getByRole('button', { name: 'Approve anyway' }) as HTMLButtonElement
    expect(approve.disabled).toBe(true)
    fireEvent.click(screen.getByLabelText('I understand the risk and want to approve anyway'))
    await act(async () => fireEvent.click(approve))
    expect(calls).toEqual([
      { intent: 'decideRequest', args: [{ id: '1', approve: true, acknowledgeWarning: true }] },
    ])
  })

  it('behavior: Reject refuses and goes back', async () => {
    const { calls } = show(approveAll(), {}, [{ name: 'Account' }, { name: 'ApproveTransaction' }] as never)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reject' })))
    expect(calls).toEqual([
      { intent: 'decideRequest', args: [{ id: '1', approve: false, acknowledgeWarning: undefined }] },
    ])
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('behavior: a wallet error shows its message and goes back', async () => {
    const { store } = show(pending('personal_sign', ['0x68656c6c6f', ADDRESS]), {
      decideRequest: async () => Promise.reject({ code: 4001, message: 'no' }),
    })
    expect(screen.getByText('hello')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve' })))
    expect(store.getState().snackbar).toMatchObject({
      variant: 'error',
      message: 'Request rejected in the wallet',
    })
    expect(store.getState().stack.open).toBe(false)
  })

  it('behavior: a request already with the wallet does not hide the one waiting here, nor keep the view open', async () => {
    // An ordinary signature went straight to the wallet (one confirmation); the risky approval waits here.
    const withWallet = {
      ...pending('personal_sign', ['0x68656c6c6f', ADDRESS]),
      id: '0',
      status: 'sending' as const,
    }
    const { calls, store } = show([withWallet, approveAll()])
    expect(screen.getByTestId('approval-warning').textContent).toContain('Unlimited approval of USDC')
    fireEvent.click(screen.getByLabelText('I understand the risk and want to approve anyway'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve anyway' })))
    expect(calls).toEqual([
      { intent: 'decideRequest', args: [{ id: '1', approve: true, acknowledgeWarning: true }] },
    ])
    expect(store.getState().stack.open).toBe(false)
  })

  it("behavior: another tab's request is not shown here", () => {
    show({ ...approveAll(), tabId: 'tab-2' })
    expect(screen.getByText('No request is waiting.')).toBeTruthy()
  })
})
