import { errorText, lookup } from '../../../src/messages/coreText.ts'
import type { Messages } from '../../../src/messages/en.ts'
import type { SwapMessages } from '../../../src/messages/views/en.ts'

/** What a person reads for a swap error: the Swap texts by the error's name, else the catalog's or its own. */
export function swapErrorText(m: Messages, texts: SwapMessages, error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
  return lookup(texts.errors, name) ?? errorText(m, error)
}
