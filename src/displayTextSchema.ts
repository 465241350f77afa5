import { type DisplayKind, displayText } from './displayText.ts'
import { z } from './zod.ts'

/**
 * A string from outside that will be shown, cleaned by displayText as it is read (wallet names, token symbols,
 * peer metadata): whatever path it takes to a view, it is already capped and free of bidi and control characters.
 */
export function displayString(kind: DisplayKind) {
  return z.pipe(
    z.string(),
    z.transform((raw) => displayText(raw, kind)),
  )
}
