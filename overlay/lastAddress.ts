/** Where the loader keeps the last account's address for the button's first label (one per origin). */
export const LAST_ADDRESS_KEY = 'walletdock:lastAddress'

/** The storage the record lives in (localStorage in a page; a parameter so tests can pass their own). */
export type LabelStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// An EVM (0x + hex) or Solana (base58) address: letters and digits only, of an address's length.
const ADDRESS = /^[0-9A-Za-z]{26,64}$/

/**
 * The address the button showed last, read synchronously so `<walletdock-button>` has its right label as
 * soon as it is defined, before the core answers. The record is `{ version: 1, value: { address } }`;
 * anything else (missing, unreadable, another version, not an address, storage refused) gives undefined:
 * the default label, never an exception.
 */
export function readLastAddress(storage?: LabelStorage): string | undefined {
  try {
    const record: unknown = JSON.parse(pageStorage(storage)?.getItem(LAST_ADDRESS_KEY) ?? 'null')
    if (typeof record !== 'object' || record === null || !('version' in record) || record.version !== 1)
      return undefined
    const value = 'value' in record ? record.value : undefined
    const address =
      typeof value === 'object' && value !== null && 'address' in value ? value.address : undefined
    return typeof address === 'string' && ADDRESS.test(address) ? address : undefined
  } catch {
    return undefined
  }
}

/** Keeps the account's address for the next page load (none: the record is removed). Storage errors are ignored. */
export function writeLastAddress(address: string | undefined, storage?: LabelStorage): void {
  try {
    const target = pageStorage(storage)
    if (address) target?.setItem(LAST_ADDRESS_KEY, JSON.stringify({ version: 1, value: { address } }))
    else target?.removeItem(LAST_ADDRESS_KEY)
  } catch {
    // Private modes and full quotas refuse writes; the button then starts from the default label.
  }
}

// Reading `localStorage` itself throws in sandboxed frames, so it is read inside the callers' try.
const pageStorage = (storage: LabelStorage | undefined): LabelStorage | undefined =>
  storage ?? (globalThis as { localStorage?: LabelStorage }).localStorage
