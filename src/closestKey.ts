/** Edit distance between two strings (insertions, deletions, substitutions and adjacent swaps each cost 1). */
function distance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1)
      const row = rows[i]
      if (row) row[j] = best
    }
  return at(a.length, b.length)
}

/**
 * The known key a misspelt one most likely meant: the nearest by edit distance ignoring case, if it is near
 * enough to be a typo (at most a third of the key's length, and at least one edit allowed), else undefined.
 */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase()
  let best: { key: string; distance: number } | undefined
  for (const candidate of known) {
    const d = distance(lower, candidate.toLowerCase())
    if (!best || d < best.distance) best = { key: candidate, distance: d }
  }
  const allowed = Math.max(1, Math.floor(key.length / 3))
  return best && best.distance <= allowed ? best.key : undefined
}
