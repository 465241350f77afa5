import { useEffect, useState } from 'react'
import { NAME_SUGGESTIONS_SETTLE_MS } from '../../../src/constants.ts'
import { errorText } from '../../../src/messages/coreText.ts'
import { useMessages, useUi } from '../../ui/context.ts'
import { useSettled } from '../../ui/useSettled.ts'

/** Where the core's answer for one typed name is. */
export type NameLookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; name: string; available: boolean; suggestions: string[] }
  | { status: 'failed'; problem: string }

/**
 * The availability of `label` (valid names only) and suggestions near it, asked of the core once the typing
 * has settled (300 ms); an answer for an older text is never shown for a newer one.
 */
export function useNameLookup(label: string, valid: boolean): NameLookup {
  const { intents } = useUi()
  const m = useMessages()
  const settled = useSettled(valid ? label : '', NAME_SUGGESTIONS_SETTLE_MS)
  const [answer, setAnswer] = useState<{ label: string; lookup: NameLookup }>({
    label: '',
    lookup: { status: 'idle' },
  })
  useEffect(() => {
    if (!settled) return
    let live = true
    intents.fetchNameSuggestions({ label: settled }).then(
      (found) => live && setAnswer({ label: settled, lookup: { status: 'ready', ...found } }),
      (error: unknown) =>
        live && setAnswer({ label: settled, lookup: { status: 'failed', problem: errorText(m, error) } }),
    )
    return () => {
      live = false
    }
  }, [settled, intents, m])
  if (!valid) return { status: 'idle' }
  return answer.label === label ? answer.lookup : { status: 'loading' }
}
