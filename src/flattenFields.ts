import { displayText } from './displayText.ts'

/** Leaves of a decoded value as [path, text] rows, at most `max` of them, and how many more there were. */
export type FlatFields = { rows: [name: string, value: string][]; hidden: number }

/**
 * Every leaf of `value` as a cleaned [path, text] row (displayText: capped, no bidirectional controls), for
 * showing a structure whose meaning is not known. Past `max` rows the rest are counted, not dropped silently,
 * so the person can be told that some are not shown.
 */
export function flattenFields(value: unknown, max: number): FlatFields {
  const out: FlatFields = { rows: [], hidden: 0 }
  walk(value, '', max, out)
  return out
}

function walk(value: unknown, path: string, max: number, out: FlatFields): void {
  if (value === undefined) return
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      walk(item, `${path}[${i}]`, max, out)
    })
    return
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key, max, out)
    return
  }
  if (out.rows.length >= max) out.hidden++
  else out.rows.push([displayText(path), displayText(String(value))])
}
