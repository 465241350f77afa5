import { describe, expect, it } from 'vitest'
import { LAST_ADDRESS_KEY, type LabelStorage, readLastAddress, writeLastAddress } from './lastAddress.ts'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function memoryStorage(initial?: string): LabelStorage & { value(): string | null } {
  let stored: string | null = initial ?? null
  return {
    getItem: (key) => (key === LAST_ADDRESS_KEY ? stored : null),
    setItem: (key, value) => {
      if (key === LAST_ADDRESS_KEY) stored = value
    },
    removeItem: (key) => {
      if (key === LAST_ADDRESS_KEY) stored = null
    },
    value: () => stored,
  }
}

describe('the last address for the button', () => {
  it('behavior: what the loader writes reads back, for EVM and Solana addresses', () => {
    const storage = memoryStorage()
    for (const address of [EVM, SOLANA]) {
      writeLastAddress(address, storage)
      expect(readLastAddress(storage)).toBe(address)
    }
    expect(JSON.parse(storage.value() ?? '')).toEqual({ version: 1, value: { address: SOLANA } })
  })

  it('behavior: a disconnect removes the record', () => {
    const storage = memoryStorage()
    writeLastAddress(EVM, storage)
    writeLastAddress(undefined, storage)
    expect(storage.value()).toBeNull()
    expect(readLastAddress(storage)).toBeUndefined()
  })

  it.each([
    ['nothing stored', undefined],
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a bare string', JSON.stringify(EVM)],
    ['another version', JSON.stringify({ version: 2, value: { address: EVM } })],
    ['no value', JSON.stringify({ version: 1 })],
    ['an address that is not a string', JSON.stringify({ version: 1, value: { address: 42 } })],
    [
      'markup instead of an address',
      JSON.stringify({ version: 1, value: { address: '<img src=x onerror=alert(1)>' } }),
    ],
    ['a short string', JSON.stringify({ version: 1, value: { address: '0x12' } })],
  ])('behavior: %s gives no address (the default label), never an exception', (_, stored) => {
    expect(readLastAddress(memoryStorage(stored))).toBeUndefined()
  })

  it('behavior: storage that throws (blocked, full) gives no address and loses nothing', () => {
    const refusing: LabelStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    expect(readLastAddress(refusing)).toBeUndefined()
    expect(() => writeLastAddress(EVM, refusing)).not.toThrow()
  })
})
