import type { DecideRequestParameters } from '../../src/types.ts'
import type { Core } from '../core.ts'
import { decide } from '../transactionStack.ts'

/**
 * The person approves or refuses a pending request in ApproveTransaction. Approving resolves when the wallet
 * has answered and rejects with the wallet's error (the view's success and error callbacks); refusing
 * resolves at once and the request fails with code 4001 (the cancel callback).
 */
export async function decideRequest(core: Core, params: DecideRequestParameters): Promise<void> {
  await decide(core, params)
}
