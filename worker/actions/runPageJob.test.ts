import { stringToHex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  createTestCore,
  createTestWallet,
  eventually,
  openTab,
  startTestChains,
  type TestChains,
  type TestCore,
  type TestTab,
  type TestWallet,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { runPageJob } from './runPageJob.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

// The job a request becomes once the person approved it (the approval step is request.test.ts's concern).
const sign = (t: TestCore, tab: TestTab, wallet: TestWallet) =>
  runPageJob(t.core, {
    tabId: tab.info.tabId,
    connectorId: wallet.info.connectorId,
    method: 'personal_sign',
    params: [stringToHex('which tab?'), wallet.address],
  })

async function closeTab(t: TestCore, tab: TestTab): Promise<void> {
  tab.close()
  await eventually(() => expect(t.locks.isHeld(tab.info.lockName)).toBe(false))
}

test('default: a page job runs in the tab that started it', async () => {
  const t = await createTestCore({ chains })
  const wallet1 = createTestWallet({ chains })
  const wallet2 = wallet1.inAnotherTab()
  const tab1 = await openTab(t, [wallet1])
  const tab2 = await openTab(t, [wallet2])
  await connect(t.core, { tabId: tab1.info.tabId, connectorId: wallet1.info.connectorId })

  await sign(t, tab2, wallet2)

  expect(wallet1.prompts.map((p) => p.method)).toEqual(['eth_requestAccounts'])
  expect(wallet2.prompts.map((p) => p.method)).toEqual(['personal_sign'])
})

test('behavior: when the starting tab is gone, another tab with that wallet runs the job', async () => {
  const t = await createTestCore({ chains })
  const wallet1 = createTestWallet({ chains })
  const wallet2 = wallet1.inAnotherTab()
  // Another tab of the site, with the same wallet.
  await openTab(t, [wallet1])
  const tab2 = await openTab(t, [wallet2])
  await connect(t.core, { tabId: tab2.info.tabId, connectorId: wallet2.info.connectorId })
  await closeTab(t, tab2)

  await sign(t, tab2, wallet2)

  expect(wallet1.prompts.map((p) => p.method)).toEqual(['personal_sign'])
  expect(wallet2.prompts.map((p) => p.method)).toEqual(['eth_requestAccounts'])
})

test('behavior: with no tab that has the wallet the job fails with ConnectorNotFoundError, with no tab at all with TabGoneError', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const withWallet = await openTab(t, [wallet])
  const withoutWallet = await openTab(t, [])
  await connect(t.core, { tabId: withWallet.info.tabId, connectorId: wallet.info.connectorId })
  await closeTab(t, withWallet)

  await expect(sign(t, withWallet, wallet)).rejects.toMatchObject({
    name: 'ConnectorNotFoundError',
    shortMessage: 'Connector not found',
  })

  await closeTab(t, withoutWallet)
  await expect(sign(t, withoutWallet, wallet)).rejects.toMatchObject({
    name: 'TabGoneError',
    shortMessage: 'The tab that started this request is gone',
  })
  expect(wallet.prompts.map((p) => p.method)).toEqual(['eth_requestAccounts'])
})
