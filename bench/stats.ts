/** Median and range of a sample; `null` entries (a run that never got there) are counted apart. */
export type Summary = { median: number; min: number; max: number; n: number; missing: number }

export function summarize(values: readonly (number | null)[]): Summary | null {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b)
  if (present.length === 0) return null
  const mid = Math.floor(present.length / 2)
  const median =
    present.length % 2
      ? (present[mid] as number)
      : ((present[mid - 1] as number) + (present[mid] as number)) / 2
  return {
    median,
    min: present[0] as number,
    max: present[present.length - 1] as number,
    n: present.length,
    missing: values.length - present.length,
  }
}
