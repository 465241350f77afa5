import { namespaceSchema } from '../../src/intentSchemas.ts'
import { z } from '../../src/zod.ts'
import type { Core } from '../core.ts'
import type { LeaderCall } from '../deps.ts'
import { LEADER_INTENT_CALL } from '../invokeIntent.ts'
import { requestNetwork, summarizeRequest } from '../summarizeRequest.ts'
import { runApproved } from '../transactionStack.ts'

/** A call this core forwarded to the leader, and how it ended there (the tab's view stays until then). */
export type ConfirmForwardedParameters = { call: LeaderCall; outcome: Promise<unknown> }

/** The person's decision: true to go on to the wallet. */
export type ConfirmForwardedReturnType = boolean

/** Never throws: anything that stops the confirmation is a refusal. */
export type ConfirmForwardedErrorType = never

const forwardedRequest = z.object({
  name: z.literal('request'),
  params: z.object({
    namespace: namespaceSchema,
    method: z.string().check(z.minLength(1)),
    params: z.optional(z.unknown()),
  }),
  tabId: z.string().check(z.minLength(1)),
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
