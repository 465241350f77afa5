/** Which build of Walletdock a core is: `time` orders builds (the newer core takes over), `id` names one. */
export type BuildInfo = { id: string; time: number }

/** What unbundled code (tests, `tsx`) reports: older than every real build. */
export const UNBUNDLED_BUILD: BuildInfo = Object.freeze({ id: 'unbundled', time: 0 })

/** Whether build `a` is newer than build `b` (a later build time; the id breaks a tie, so both cores agree). */
export function isNewerBuild(a: BuildInfo, b: BuildInfo): boolean {
  return a.time > b.time || (a.time === b.time && a.id > b.id)
}
