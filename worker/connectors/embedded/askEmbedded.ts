import { ConnectorNotFoundError } from '../../../src/errors.ts'
import { EMBEDDED_CONNECTOR_ID, emailLoginEnabled } from '../../../src/secureFrame/emailLogin.ts'
import {
  EMAIL_SENDING_METHODS,
  EMBEDDED_STEP_METHODS,
  type EmbeddedStepMethod,
  SOCIAL_METHODS,
} from '../../../src/secureFrame/embeddedMethods.ts'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../src/secureFrame/frameConstants.ts'
import { EmailCooldownError } from '../../../src/secureFrame/frameErrors.ts'
import type { FrameResult } from '../../../src/secureFrame/frameMessages.ts'
import { embeddedLoginEnabled, socialProvidersOffered } from '../../../src/secureFrame/socialLogin.ts'
import { InvalidWalletReplyError } from '../../../src/walletReplies.ts'
import { runPageJob } from '../../actions/runPageJob.ts'
import type { Core } from '../../core.ts'

const EMBEDDED_BOTH_METHODS: ReadonlySet<string> = new Set(['walletdock_getUser', 'walletdock_signOut'])

type StepRequest<M extends EmbeddedStepMethod> = (typeof EMBEDDED_STEP_METHODS)[M]

/**
 * Runs one login step (e-mail or social) as a page job in the tab that asked (or another tab whose frame is up) and checks
 * the frame's result against the contract. A step that sends a code waits out the cooldown first (spec part 5:
 * the rate limiter before any e-mail is sent).
 */
export async function askEmbedded<M extends EmbeddedStepMethod>(
  core: Core,
  { tabId, method, params }: { tabId: string; method: M; params: unknown },
): Promise<FrameResult<StepRequest<M>>> {
  await core.ready
  // Each login needs its own feature on (spec part 6: the project's configuration decides); the wallet's other
  // steps (the user, sign-out) need either.
  const project = core.store.getState().projectConfig
  const enabled = SOCIAL_METHODS.has(method)
    ? socialProvidersOffered(core.config, project).length > 0
    : EMBEDDED_BOTH_METHODS.has(method)
      ? embeddedLoginEnabled(core.config, project)
      : emailLoginEnabled(core.config, project)
  if (!enabled) throw new ConnectorNotFoundError(EMBEDDED_CONNECTOR_ID)
  if (EMAIL_SENDING_METHODS.has(method)) {
    const last = core.store.getState().emailLogin?.lastEmailLoginAt
    const wait = last == null ? 0 : last + EMAIL_LOGIN_COOLDOWN_MS - core.deps.clock.now()
    if (wait > 0) throw new EmailCooldownError(wait)
  }
  const reply = await runPageJob(core, { tabId, connectorId: EMBEDDED_CONNECTOR_ID, method, params })
  // The contract's schemas load with the first e-mail step: sites without e-mail login never fetch them.
  const { frameRequests } = await import('../../../src/secureFrame/frameMessages.ts')
  const parsed = frameRequests[EMBEDDED_STEP_METHODS[method]].result.safeParse(reply)
  if (!parsed.success) throw new InvalidWalletReplyError(method, parsed.error.issues[0]?.message ?? 'invalid')
  return parsed.data as FrameResult<StepRequest<M>>
}
