import type { Core } from '../core.ts'

/** The site's origin as the core knows it (a SharedWorker's location is on the site's origin). */
export function siteOrigin(core: Pick<Core, 'deps'>): string {
  return core.deps.origin ?? globalThis.location?.origin ?? ''
}
