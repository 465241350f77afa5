import { type CoreText, errorText, lookup, wordCoreText } from '../../../src/messages/coreText.ts'
import type { Messages } from '../../../src/messages/en.ts'
import type { OnrampMessages } from '../../../src/messages/views/en.ts'

const isCoreText = (value: unknown): value is CoreText =>
  typeof value === 'object' && value !== null && ('key' in value || 'text' in value) && !('name' in value)

/** What a person reads for an on-ramp error (thrown, or a quote's message): the view's texts by name first. */
export function onrampErrorText(m: Messages, texts: OnrampMessages, error: unknown): string {
  if (isCoreText(error))
    return ('error' in error && error.error && lookup(texts.errors, error.error)) || wordCoreText(m, error)
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
  return lookup(texts.errors, name) ?? errorText(m, error)
}
