import { isConsentMethod } from '../../../src/rpcMethods.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../../src/secureFrame/emailLogin.ts'
import { EMBEDDED_STEP_METHODS } from '../../../src/secureFrame/embeddedMethods.ts'
import {
  FRAME_LOGIN_REQUEST_TIMEOUT_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_SIGN_OUT_TIMEOUT_MS,
} from '../../../src/secureFrame/frameConstants.ts'
import { embeddedLoginEnabled } from '../../../src/secureFrame/socialLogin.ts'
import type { Connector } from '../../../src/types.ts'
import type { WalletConnector } from '../connector.ts'
import { clearEmailLogin } from './emailLoginCache.ts'

/** The e-mail and social login as the Connect view lists it: one AUTH connector on eip155. */
export const EMBEDDED_CONNECTOR: Connector = Object.freeze({
  id: EMBEDDED_CONNECTOR_ID,
  name: 'Email',
  type: 'AUTH',
  chain: 'eip155',
})

// A tab's bridge waits for its frame to be ready (up to 20 s) before it posts, so each page job allows for
// that on top of the frame's own limit: 30 s for the login steps, 3 s for sign-out.
const LOGIN_STEP_MS = FRAME_READY_TIMEOUT_MS + FRAME_LOGIN_REQUEST_TIMEOUT_MS + 2_000
const SIGN_OUT_MS = FRAME_READY_TIMEOUT_MS + FRAME_SIGN_OUT_TIMEOUT_MS + 2_000
const OTHER_STEP_MS = FRAME_READY_TIMEOUT_MS + 10_000

/**
 * The embedded e-mail wallet: its key lives on the secure site's origin, in the frame a tab runs
 * (`overlay/bridge/embeddedWallet.ts`), so every call is a page job for a tab whose frame is up. It has no
 * prompt of its own: every unsafe request passes ApproveTransaction before the frame signs.
 */
export const embeddedConnector: WalletConnector = {
  kind: 'embedded',
  placement: 'page',
  owns: (c) => c.type === 'AUTH' && c.id === EMBEDDED_CONNECTOR_ID,
  listed: (config, project) => (embeddedLoginEnabled(config, project) ? [EMBEDDED_CONNECTOR] : []),
  ownPrompt: false,
  // Its one namespace (EMBEDDED_CONNECTOR.chain): signing out of the frame ends the session everywhere.
  revoke: () => ({ method: 'walletdock_signOut' }),
  jobTimeoutMs: (method) => {
    if (method === 'walletdock_signOut') return SIGN_OUT_MS
    if (Object.hasOwn(EMBEDDED_STEP_METHODS, method)) return LOGIN_STEP_MS
    // Signing and sending wait the consent time every wallet's job gets (runInTab, from the unsafe-method list);
    // the rest the frame answers by itself once it is ready.
    return isConsentMethod(method) ? undefined : OTHER_STEP_MS
  },
  onDisconnected: (core) => clearEmailLogin(core),
  // Only the frame's answer that the session is gone is a failed is-connected check (spec part 4: the login
  // cache is cleared then); an error means the check could not be made: the frame did not load (the site is
  // down or the person offline), timed out, or went with its tab.
  keepsStoredOn: () => true,
}
