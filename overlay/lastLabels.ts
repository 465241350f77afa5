/** Where the loader keeps the buttons' last labels (one record per origin; the name predates the network's). */
export const LAST_LABELS_KEY = 'walletdock:lastAddress'

/** The storage the record lives in (localStorage in a page; a parameter so tests can pass their own). */
export type LabelStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What the buttons showed last: the account's address and the active network's name, each if there was one. */
export type LastLabels = { address?: string | undefined; network?: string | undefined }

// An EVM (0x + hex) or Solana (base58) address: letters and digits only, of an address's length.
const ADDRESS = /^[0-9A-Za-z]{26,64}$/
// A network name as the modal shows it (src/constants.ts DISPLAY_TEXT_MAX.name); it is only ever set as text.
const NETWORK_MAX_CHARS = 64

/**
 * The labels the buttons showed last, read synchronously so `<walletdock-button>`, `-account-button` and
 * `-network-button` have their right labels as soon as they are defined, before the core answers. The record is
 * `{ version: 1, value: { address?, network? } }`; a field that is missing or not what it should be is left
 * out, and anything else (unreadable, another version, storage refused) gives no labels: the default labels,
 * never an exception.
 */
export function readLastLabels(storage?: LabelStorage): LastLabels {
  try {
    const { version, value } = JSON.parse(pageStorage(storage)?.getItem(LAST_LABELS_KEY) ?? '{}') ?? {}
    const address: unknown = version === 1 ? value?.address : undefined
    const network: unknown = version === 1 ? value?.network : undefined
    return {
      address: typeof address === 'string' && ADDRESS.test(address) ? address : undefined,
      network:
        typeof network === 'string' && network.length > 0 && network.length <= NETWORK_MAX_CHARS
          ? network
          : undefined,
    }
  } catch {
    return {}
  }
}

/** Keeps the labels for the next page load (neither: the record is removed). Storage errors are ignored. */
export function writeLastLabels({ address, network }: LastLabels, storage?: LabelStorage): void {
  try {
    const target = pageStorage(storage)
    if (address || network)
      target?.setItem(LAST_LABELS_KEY, JSON.stringify({ version: 1, value: { address, network } }))
    else target?.removeItem(LAST_LABELS_KEY)
  } catch {
    // Private modes and full quotas refuse writes; the buttons then start from their default labels.
  }
}

// Reading `localStorage` itself throws in sandboxed frames, so it is read inside the callers' try.
const pageStorage = (storage: LabelStorage | undefined): LabelStorage | undefined =>
  storage ?? (globalThis as { localStorage?: LabelStorage }).localStorage
