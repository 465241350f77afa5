// The remote features' fixed data, apart from src/constants.ts: the loader's chunk holds those constants, and
// these are read only by the core's and the UI's chunks (kept out of what every host page loads).

/** Social logins the host can offer (spec part 1). */
export const SOCIAL_LOGINS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/** Remote features on by default (spec part 9; basic mode turns them all off). */
export const DEFAULT_REMOTE_FEATURES = {
  swaps: true,
  onramp: true,
  email: true,
  socials: true,
  activity: true,
} as const

/** The project's remote configuration read within this long is used without asking the service again. */
export const PROJECT_CONFIG_CACHE_MS = 5 * 60_000
