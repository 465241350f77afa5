import { z } from './zod.ts'

// Apart from src/names.ts (which the configuration's schema reads): only registering a name needs these.

/** What the connected wallet signs to register a name (spec part 7 'POST /v1/profile/account'). */
export const registerNameMessageSchema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  attributes: z.strictObject({}),
  timestamp: z.int().check(z.nonnegative()),
})

/** The message for `name` at `timestamp` (seconds): JSON of the name, empty attributes and the time. */
export function registerNameMessage(name: string, timestamp: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp })
}
