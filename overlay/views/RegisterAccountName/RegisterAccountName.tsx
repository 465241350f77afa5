import { useId, useState } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import { isValidNameLabel } from '../../../src/names.ts'
import type { CaughtError } from '../../../src/rebuildError.ts'
import { navigate } from '../../navigation.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { isRejection } from '../../ui/rejection.ts'
import { useViewMessages, type ViewCatalog } from '../useViewMessages.ts'
import { useNameLookup } from './useNameLookup.ts'

/**
 * RegisterAccountName (spec parts 2 and 4): a name in the host's zone, checked as it is typed (letters, digits
 * and hyphens, at least 4), whether it is free and free names near it; Register asks the connected wallet to
 * sign, then shows RegisterAccountNameSuccess. A cancelled signature or a refusal stays here and says why.
 */
export function RegisterAccountName({ name: initial = '' }: { name?: string | undefined }) {
  const { store, intents } = useUi()
  const m = useViewMessages()
  const n = m.names
  const zone = useTab((s) => s.config?.nameZone)
  const id = useId()
  const [label, setLabel] = useState(initial)
  const [signing, setSigning] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const trimmed = label.trim()
  const valid = isValidNameLabel(trimmed)
  const lookup = useNameLookup(trimmed, valid)
  const canRegister = valid && lookup.status === 'ready' && lookup.available && !signing

  const register = async () => {
    setSigning(true)
    setProblem(null)
    try {
      const { name } = await intents.registerAccountName({ label: trimmed })
      navigate(store, { type: 'replace', view: { name: 'RegisterAccountNameSuccess', data: { name } } })
    } catch (error) {
      setSigning(false)
      setProblem(isRejection(error) ? n.signCancelled : registrationProblem(m, error))
    }
  }

  return (
    <form
      className="wd-stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (canRegister) void register()
      }}
    >
      <div className="wd-field">
        <label htmlFor={`${id}-name`}>{n.label}</label>
        <div className="wd-input-row wd-name-row">
          <input
            id={`${id}-name`}
            className="wd-input"
            value={label}
            autoComplete="off"
            spellCheck={false}
            maxLength={63}
            aria-describedby={`${id}-status`}
            aria-invalid={trimmed !== '' && !valid}
            disabled={signing}
            onChange={(event) => {
              setLabel(event.target.value)
              setProblem(null)
            }}
          />
          {zone && <span className="wd-muted">.{zone}</span>}
        </div>
      </div>
      <p id={`${id}-status`} className="wd-meta" aria-live="polite" data-testid="name-status">
        {statusText(m, trimmed, valid, lookup)}
      </p>
      {problem && (
        <p className="wd-error" role="alert" data-testid="name-problem">
          {problem}
        </p>
      )}
      {lookup.status === 'ready' && lookup.suggestions.length > 0 && (
        <ul className="wd-chips" aria-label={n.suggestions}>
          {lookup.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                className="wd-chip wd-chip-button"
                disabled={signing}
                onClick={() => setLabel(labelOf(suggestion, zone))}
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="wd-button wd-button-primary wd-button-wide" disabled={!canRegister}>
        {signing ? m.modal.confirmInWallet : n.register}
      </button>
    </form>
  )
}

function statusText(m: ViewCatalog, label: string, valid: boolean, lookup: ReturnType<typeof useNameLookup>) {
  const n = m.names
  if (!label || !valid) return n.rules
  if (lookup.status === 'ready') return lookup.available ? n.available(lookup.name) : n.taken(lookup.name)
  if (lookup.status === 'failed') return lookup.problem
  return n.checking
}

// The label of a full name in the zone: `carol-dev.devnet.id` → `carol-dev`.
function labelOf(name: string, zone: string | undefined): string {
  return zone && name.endsWith(`.${zone}`) ? name.slice(0, -(zone.length + 1)) : name
}

// The service's first reason, else 'Error registering name {name}' in the tab's language (spec part 8).
function registrationProblem(m: ViewCatalog, error: unknown): string {
  if ((error as CaughtError)?.name === 'NameRegistrationError') {
    const { reason, label } = error as { reason?: unknown; label?: unknown }
    if (typeof reason === 'string' && reason) return reason
    if (typeof label === 'string') return m.names.registerFailed(label)
  }
  return errorText(m, error)
}
