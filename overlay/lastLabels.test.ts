import { describe, expect, it } from 'vitest'
import { LAST_LABELS_KEY, type LabelStorage, readLastLabels, writeLastLabels } from './lastLabels.ts'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function memoryStorage(initial?: string): LabelStorage & { value(): string | null } {
  let stored: string | null = initial ?? null
  return {
    getItem: (key) => (key === LAST_LABELS_KEY ? stored : null),
    setItem: (key, value) => {
      if (key === LAST_LABELS_KEY) stored = value
    },
    removeItem: (key) => {
      if (key === LAST_LABELS_KEY) stored = null
    },
    value: () => stored,
  }
}

describe('the last labels for the buttons', () => {
  it('behavior: what the loader writes reads back, for EVM and Solana addresses and a network name', () => {
    const storage = memoryStorage()
    for (const address of [EVM, SOLANA]) {
      writeLastLabels({ address, network: 'Devnet A' }, storage)
      expect(readLastLabels(storage)).toEqual({ address, network: 'Devnet A' })
    }
    expect(JSON.parse(storage.value() ?? '')).toEqual({
      version: 1,
      value: { address: SOLANA, network: 'Devnet A' },
    })
  })

  it('behavior: a record of an earlier version of the loader (address only) still gives its address', () => {
    const storage = memoryStorage(JSON.stringify({ version: 1, value: { address: EVM } }))
    expect(readLastLabels(storage)).toEqual({ address: EVM, network: undefined })
  })

  it('behavior: a disconnect keeps the network; with neither the record is removed', () => {
    const storage = memoryStorage()
    writeLastLabels({ address: EVM, network: 'Ethereum' }, storage)
    writeLastLabels({ address: undefined, network: 'Ethereum' }, storage)
    expect(readLastLabels(storage)).toEqual({ address: undefined, network: 'Ethereum' })
    writeLastLabels({}, storage)
    expect(storage.value()).toBeNull()
    expect(readLastLabels(storage)).toEqual({})
  })

  it.each([
    ['nothing stored', undefined],
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a bare string', JSON.stringify(EVM)],
    ['a number', '42'],
    ['another version', JSON.stringify({ version: 2, value: { address: EVM, network: 'Ethereum' } })],
    ['no value', JSON.stringify({ version: 1 })],
    ['a value that is a string', JSON.stringify({ version: 1, value: EVM })],
    ['fields that are not strings', JSON.stringify({ version: 1, value: { address: 42, network: ['x'] } })],
    [
      'markup instead of an address',
      JSON.stringify({ version: 1, value: { address: '<img src=x onerror=alert(1)>' } }),
    ],
    ['a short string', JSON.stringify({ version: 1, value: { address: '0x12' } })],
    ['an empty network name', JSON.stringify({ version: 1, value: { network: '' } })],
    ['an overlong network name', JSON.stringify({ version: 1, value: { network: 'N'.repeat(65) } })],
  ])('behavior: %s gives no labels (the defaults), never an exception', (_, stored) => {
    const { address, network } = readLastLabels(memoryStorage(stored))
    expect(address).toBeUndefined()
    expect(network).toBeUndefined()
  })

  it('behavior: storage that throws (blocked, full) gives no labels and loses nothing', () => {
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
    expect(readLastLabels(refusing)).toEqual({})
    expect(() => writeLastLabels({ address: EVM }, refusing)).not.toThrow()
  })
})
