import { z } from '../../src/zod.ts'
import type { Core } from '../core.ts'
import type { LeaderCall } from '../deps.ts'
import { INTENTS } from '../intents.ts'
import { LEADER_INTENT_CALL, leaderIntentSchema } from '../invokeIntent.ts'
import { requestNetwork, summarizeRequest } from '../summarizeRequest.ts'
import { runApproved } from '../transactionStack.ts'

/** A call this core forwarded to the leader, and how it ended there (the tab's view stays until then). */
export type ConfirmForwardedParameters = { call: LeaderCall; outcome: Promise<unknown> }

/** The person's decision: true to go on to the wallet. */
export type ConfirmForwardedReturnType = boolean

/** Never throws: anything that stops the confirmation is a refusal. */
export type ConfirmForwardedErrorType = never

// The leader call as invokeIntent sends it, for the `request` intent with that entry's own parameter schema.
// (Spread, not z.extend: zod's extend would join the worker entry, where zod lives, for this lazy chunk.)
const forwardedRequest = z.object({
  ...leaderIntentSchema.shape,
  name: z.literal('request'),
  params: INTENTS.request.params,
})

/**
 * In the dedicated-worker fallback, the leader's gate asks this follower core to have its tab confirm a
 * request it forwarded: the request goes on this core's stack with ApproveTransaction in that tab, summarized
 * here from the request as this core sent it, and stays there until the leader's wallet answered. Only a
 * request this core forwarded can be asked about (worker/leaderSync.ts checks that).
 */
export async function confirmForwarded(
  core: Core,
  { call, outcome }: ConfirmForwardedParameters,
): Promise<ConfirmForwardedReturnType> {
  const forwarded = call.name === LEADER_INTENT_CALL ? forwardedRequest.safeParse(call.payload) : undefined
  if (!forwarded?.success || !core.tabs.has(forwarded.data.tabId)) return false
  const { tabId, params: request } = forwarded.data
  const { namespace, method, params } = request
  const caipNetworkId = requestNetwork(core.store.getState(), namespace)
  const summary = await summarizeRequest(core, { namespace, method, params, caipNetworkId })
  return new Promise<boolean>((resolve) => {
    runApproved(
      core,
      { tabId, namespace, method, summary },
      () => {
        resolve(true)
        return outcome
      },
      { confirm: true },
    ).catch(() => resolve(false))
  })
}
