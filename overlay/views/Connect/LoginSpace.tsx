import { useId } from 'react'
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '../../../src/secureFrame/socialProviders.ts'
import { useMessages } from '../../ui/context.ts'

/** The social buttons' grid: three to a row, so six providers take two rows under the e-mail field. */
export const SOCIAL_GRID = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } as const

// Laid out as the real section is, but neither seen nor reachable: only its place counts.
const UNSEEN = { visibility: 'hidden' } as const

/**
 * The e-mail field's place while its chunk loads: the same boxes as EmailSection, so the field fills it rather
 * than pushing the rows below it down.
 */
export function EmailSpace() {
  const m = useMessages()
  const id = useId()
  return (
    <div className="wd-stack" aria-hidden="true" style={UNSEEN}>
      <div className="wd-field">
        <label htmlFor={id}>{m.email.label}</label>
        <div className="wd-input-row">
          <input id={id} className="wd-input" tabIndex={-1} disabled />
          <button type="button" className="wd-button wd-button-primary" tabIndex={-1} disabled>
            {m.email.continue}
          </button>
        </div>
      </div>
    </div>
  )
}

/** The social buttons' place while their chunk loads, as SocialSection lays them out. */
export function SocialSpace({ providers }: { providers: readonly SocialProvider[] }) {
  return (
    <ul className="wd-list" aria-hidden="true" style={{ ...SOCIAL_GRID, ...UNSEEN }}>
      {providers.map((provider) => (
        <li key={provider}>
          <button type="button" className="wd-button wd-button-wide" tabIndex={-1} disabled>
            {SOCIAL_PROVIDER_NAMES[provider]}
          </button>
        </li>
      ))}
    </ul>
  )
}
