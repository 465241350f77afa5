import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectionStatusRecord } from '../../src/records.ts'
import type { PageBridge } from '../../src/types.ts'
import {
  createTestCore,
  createTestWallet,
  evmConnection,
  openTab,
  readRecord,
  startTestChains,
  type TestChains,
  testConfig,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { declineSignIn } from './declineSignIn.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

// The host's sign-in callbacks: never reached here, since the person declines before any signature.
const hostCallbacks: NonNullable<PageBridge['siwx']> = async ({ method }) => {
  throw new Error(`the host was asked to ${method}`)
}

async function asked(required: boolean) {
  const t = await createTestCore({
    chains,
    config: testConfig(chains, { siwx: { statement: 'Sign in to the test site.', required } }),
  })
  const wallet = createTestWallet({ chains, knows: ['a', 'b'] })
  const tab = await openTab(t, [wallet], { siwx: hostCallbacks })
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  expect(t.core.store.getState().siwxRequest).toMatchObject({ address: wallet.address })
  return { t, tab, wallet }
}

test('default: where a session is required, declining disconnects the account and forgets it stored', async () => {
  const { t } = await asked(true)
  expect(await declineSignIn(t.core, {})).toBeUndefined()
  expect(evmConnection(t.core)?.status).toBe('disconnected')
  expect(t.core.store.getState().siwxRequest ?? null).toBeNull()
  expect((await readRecord(t.storage, connectionStatusRecord))?.eip155).not.toBe('connected')
  // A Cancel in the modal needs no telling.
  expect(t.core.store.getState().notice ?? null).toBeNull()
})

test('behavior: where a session is optional, the account stays connected and is not asked again', async () => {
  const { t, wallet } = await asked(false)
  await declineSignIn(t.core, {})
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: wallet.address })
  expect(t.core.store.getState().siwxRequest ?? null).toBeNull()
  expect(await readRecord(t.storage, connectionStatusRecord)).toMatchObject({ eip155: 'connected' })
})

test('behavior: notice (the wallet refused) tells every tab the signature was declined', async () => {
  const { t } = await asked(true)
  await declineSignIn(t.core, { notice: true })
  expect(t.core.store.getState().notice).toMatchObject({
    variant: 'error',
    message: { key: 'signatureDeclined' },
  })
  expect(evmConnection(t.core)?.status).toBe('disconnected')
})

test('behavior: an account that is no longer the connected one changes nothing', async () => {
  const { t, wallet } = await asked(true)
  await declineSignIn(t.core, {
    account: { caipNetworkId: 'eip155:31337', address: '0x000000000000000000000000000000000000dEaD' },
  })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: wallet.address })
  expect(t.core.store.getState().siwxRequest).toMatchObject({ address: wallet.address })
})

test('behavior: with nothing connected it returns and throws nothing', async () => {
  const t = await createTestCore({ chains, config: testConfig(chains, { siwx: {} }) })
  await expect(declineSignIn(t.core, { notice: true })).resolves.toBeUndefined()
  expect(t.core.store.getState().notice ?? null).toBeNull()
})
