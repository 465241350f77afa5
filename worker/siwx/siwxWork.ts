import type { SiwxSessionView } from '../../src/siwx.ts'

/** What a core with the `siwx` option keeps beside its state: sign-ins under way and accounts that declined. */
export type SiwxWork = {
  /** One sign-in per account at a time: a second tab asking joins the first (key `caipNetworkId:address`). */
  inFlight: Map<string, Promise<SiwxSessionView>>
  /** Accounts that refused to sign where signing in is optional: not asked again until they change. */
  declined: Set<string>
}
