import { NAME_MIN_LENGTH } from './constants.ts'

// Spec part 5: only letters, digits and hyphens, at least 4 characters.
const LABEL = new RegExp(`^[a-zA-Z0-9-]{${NAME_MIN_LENGTH},}$`)
/** A name service zone: dot-separated lower-case labels (`devnet.id`). */
export const NAME_ZONE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/

/** Whether `label` (the part a person types, before the zone) is a name the service takes. */
export function isValidNameLabel(label: string): boolean {
  return LABEL.test(label)
}

/** Whether `zone` is a name service zone. */
export function isNameZone(zone: string): boolean {
  return NAME_ZONE.test(zone)
}

/** The full name of `label` in `zone`, as the service stores it (lower case): `carol` → `carol.devnet.id`. */
export function nameInZone(label: string, zone: string): string {
  return `${label.toLowerCase()}.${zone}`
}
