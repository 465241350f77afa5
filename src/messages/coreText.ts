import { getErrorMessage } from '../errorMessage.ts'
import type { Messages } from './en.ts'

/** A notice the core (or the page, before the UI chunk loads) asks a tab to show, by its catalog key. */
export type NoticeKey = keyof Messages['notices']

/**
 * A text made outside the UI, carried without words so each tab shows it in its own locale: a catalog key,
 * or an error's text with the error's name when that text is the error's own (the catalog has it by name).
 * `text` is the fallback: what getErrorMessage says (a validation issue, a wallet's or a service's message).
 */
export type CoreText = { key: NoticeKey } | { text: string; error?: string | undefined }

/** The CoreText of anything thrown: its name goes along when the text shown is the error's own shortMessage. */
export function coreTextOf(error: unknown): CoreText {
  const text = getErrorMessage(error)
  const own =
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    typeof error.name === 'string' &&
    'shortMessage' in error &&
    error.shortMessage === text
  return own ? { text, error: error.name as string } : { text }
}

/** Words a CoreText in a catalog's language: the notice, the error's catalog text, else the fallback text. */
export function wordCoreText(m: Messages, core: CoreText): string {
  if ('key' in core) return m.notices[core.key]
  return (core.error !== undefined && lookup(m.errors, core.error)) || core.text
}

/** What a person reads for anything thrown, in the catalog's language (getErrorMessage in English). */
export function errorText(m: Messages, error: unknown): string {
  return wordCoreText(m, coreTextOf(error))
}

/** An entry of a catalog table by a name from outside (an error's name, an API's operation type). */
export function lookup<T extends object>(table: T, name: string): T[keyof T] | undefined {
  return Object.hasOwn(table, name) ? table[name as keyof T] : undefined
}
