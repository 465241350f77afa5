/** The first issue message of a zod error (or anything shaped like one), else undefined. */
export function firstValidationMessage(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null || !('issues' in e) || !Array.isArray(e.issues)) return undefined
  const first: unknown = e.issues[0]
  if (typeof first !== 'object' || first === null || !('message' in first)) return undefined
  return typeof first.message === 'string' ? first.message : undefined
}
