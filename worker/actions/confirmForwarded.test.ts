import { afterAll, beforeAll, expect, test } from 'vitest'
import { LEADER_INTENT_CALL } from '../invokeIntent.ts'
import {
  createTestCore,
  createTestWallet,
  eventually,
  openTab,
  settle,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { confirmForwarded } from './confirmForwarded.ts'
import { connect } from './connect.ts'
import { decideRequest } from './decideRequest.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

async function follower() {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  const call = {
    name: LEADER_INTENT_CALL,
    payload: {
      name: 'request',
      params: { namespace: 'eip155', method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] },
      tabId: tab.info.tabId,
    },
  }
  return { t, tabId: tab.info.tabId, call }
}

const pending = (t: Awaited<ReturnType<typeof follower>>['t']) =>
  t.core.store.getState().pendingRequests ?? []

test('default: the tab confirms the forwarded request; true, and it stays on the stack until the leader’s wallet answered', async () => {
  const { t, tabId, call } = await follower()
  let answer: (value: unknown) => void = () => undefined
  const outcome = new Promise<unknown>((resolve) => {
    answer = resolve
  })
  const confirming = confirmForwarded(t.core, { call, outcome })
  await eventually(() => expect(pending(t)[0]).toMatchObject({ status: 'awaiting', method: 'personal_sign' }))
  const decided = decideRequest(t.core, { tabId, id: pending(t)[0]?.id ?? '', approve: true })
  expect(await confirming).toBe(true)
  await settle()
  expect(pending(t)).toHaveLength(1)
  answer('0xsigned')
  await decided
  await eventually(() => expect(pending(t)).toEqual([]))
})

test('behavior: the person rejecting is false and the stack is empty again', async () => {
  const { t, tabId, call } = await follower()
  const confirming = confirmForwarded(t.core, { call, outcome: new Promise(() => undefined) })
  await eventually(() => expect(pending(t)[0]?.status).toBe('awaiting'))
  await decideRequest(t.core, { tabId, id: pending(t)[0]?.id ?? '', approve: false }).catch(() => undefined)
  expect(await confirming).toBe(false)
  await eventually(() => expect(pending(t)).toEqual([]))
})

test('bad input: a call that is not a forwarded request, or from a tab this core does not have, is false with nothing shown', async () => {
  const { t, call } = await follower()
  const never = new Promise<unknown>(() => undefined)
  expect(
    await confirmForwarded(t.core, { call: { name: 'other', payload: call.payload }, outcome: never }),
  ).toBe(false)
  expect(
    await confirmForwarded(t.core, {
      call: {
        name: LEADER_INTENT_CALL,
        payload: { ...call.payload, params: { namespace: 'eip155', method: '' } },
      },
      outcome: never,
    }),
  ).toBe(false)
  expect(
    await confirmForwarded(t.core, {
      call: { ...call, payload: { ...call.payload, tabId: 'gone-tab' } },
      outcome: never,
    }),
  ).toBe(false)
  expect(pending(t)).toEqual([])
})
