import { expect, test } from 'vitest'
import * as c from './constants.ts'

test('default: timings follow spec part 9', () => {
  expect(c.PAIRING_EXPIRY_MS).toBe(4 * 60 * 1000)
  expect(c.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
  expect([c.RETRY_GUARD_MS, c.BALANCE_RETRY_GUARD_MS]).toEqual([1_000, 30_000])
  expect([c.BALANCE_CACHE_MS, c.NAME_CACHE_MS]).toEqual([30_000, 5 * 60 * 1000])
  expect([c.SHAKE_MS, c.SNACKBAR_SWAP_WAIT_MS, c.FARCASTER_RELOAD_DELAY_MS]).toEqual([500, 150, 100])
  expect([c.FRAME_READY_TIMEOUT_MS, c.FRAME_REQUEST_TIMEOUT_MS, c.FRAME_SIGN_OUT_TIMEOUT_MS]).toEqual([
    20_000, 30_000, 3_000,
  ])
})

test('default: limits follow spec part 9', () => {
  expect([c.WALLET_PAGE_SIZE, c.FEATURED_WALLETS_DEFAULT, c.WALLET_IMAGES_PER_PAGE]).toEqual([40, 4, 20])
  expect([c.RECENT_WALLETS_MAX, c.PENDING_TRANSACTIONS_MAX, c.NAME_MIN_LENGTH]).toEqual([2, 99, 4])
  expect(c.COIN_TYPE_OFFSET).toBe(2 ** 31)
  expect(c.RPC_RETRY_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
})

test('default: every exported number is finite and non-negative', () => {
  for (const [name, value] of Object.entries(c)) {
    if (typeof value === 'number') expect(Number.isFinite(value) && value >= 0, name).toBe(true)
  }
})
