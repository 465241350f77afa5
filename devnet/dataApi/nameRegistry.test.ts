import { describe, expect, test } from 'vitest'
import { registerNameMessage } from '../../src/nameMessage.ts'
import { getDevAccount } from '../wallet/devAccounts.ts'
import type { DevnetName } from './catalog.ts'
import { createNameRegistry, REGISTRATION_WINDOW_S } from './nameRegistry.ts'

const NOW = 1_800_000_000
const COIN_TYPE = (31337 | 0x80000000) >>> 0
const carol = getDevAccount(2)
const alice = getDevAccount(0)

function registry() {
  const names: DevnetName[] = [{ name: 'alice.devnet.id', address: alice.address, avatar: 'a', bio: 'b' }]
  const r = createNameRegistry({ names, zones: ['devnet.id'], coinTypes: () => [COIN_TYPE], now: () => NOW })
  return { names, r }
}

async function signed(name: string, { by = carol, timestamp = NOW, coinType = COIN_TYPE } = {}) {
  const message = registerNameMessage(name, timestamp)
  return {
    coin_type: coinType,
    address: carol.address,
    message,
    signature: await by.signMessage({ message }),
  }
}

describe('createNameRegistry', () => {
  test('default: a signed, recent registration is stored and looked up from the live list, newest first', async () => {
    const { names, r } = registry()
    const outcome = await r.register(await signed('carol.devnet.id'))
    expect(outcome).toEqual({
      owner: { name: 'carol.devnet.id', address: carol.address, avatar: '', bio: '' },
    })
    expect(names.map((n) => n.name)).toEqual(['carol.devnet.id', 'alice.devnet.id'])
    // The same address registering it again is accepted; nothing is added twice.
    expect(await r.register(await signed('carol.devnet.id'))).toHaveProperty('owner')
    expect(names).toHaveLength(2)
  })

  test('behavior: refusals name their reason, and nothing is stored', async () => {
    const { names, r } = registry()
    expect(await r.register(await signed('carol.devnet.id', { by: alice }))).toEqual({
      status: 401,
      reason: 'Invalid signature',
    })
    expect(
      await r.register(await signed('carol.devnet.id', { timestamp: NOW - REGISTRATION_WINDOW_S - 1 })),
    ).toEqual({ status: 400, reason: 'Registration message expired' })
    expect(await r.register(await signed('carol.devnet.id', { coinType: 60 }))).toEqual({
      status: 400,
      reason: 'Unsupported coin type 60',
    })
    expect(await r.register(await signed('car.devnet.id'))).toEqual({ status: 400, reason: 'Invalid name' })
    expect(await r.register(await signed('carol.other.id'))).toEqual({
      status: 400,
      reason: 'Unsupported zone other.id',
    })
    expect(await r.register(await signed('alice.devnet.id'))).toEqual({
      status: 409,
      reason: 'Name is already registered',
    })
    expect(await r.register({ address: carol.address })).toMatchObject({ status: 400 })
    expect(names.map((n) => n.name)).toEqual(['alice.devnet.id'])
  })

  test('behavior: suggestions say which names are taken; reset forgets registrations only', async () => {
    const { names, r } = registry()
    await r.register(await signed('carol-wallet.devnet.id'))
    expect(r.suggest('Carol', 'devnet.id')).toEqual([
      { name: 'carol.devnet.id', registered: false },
      { name: 'carol-wallet.devnet.id', registered: true },
      { name: 'carol-dev.devnet.id', registered: false },
      { name: 'my-carol.devnet.id', registered: false },
      { name: 'carol1.devnet.id', registered: false },
    ])
    r.reset()
    expect(names.map((n) => n.name)).toEqual(['alice.devnet.id'])
  })
})
