import { z } from '../zod.ts'
import { OTP_PATTERN } from './emailLogin.ts'
import { SOCIAL_PROVIDERS } from './socialProviders.ts'

// The wire format between a host tab and the secure login frame (spec part 7, "Secure frame messages"). The
// frame is a page of the secure site (`serviceUrls.secureSite`), loaded in a hidden iframe with the query
// projectId, chainId, version and enableLogger. Both sides post with the other's exact origin and check every
// message they receive against these schemas, its origin and its source window; a message that fails any of
// the three is ignored.
//
// - The app sends `{ type: '@walletdock-app/<NAME>', id, payload }`; `id` is random (crypto.randomUUID()).
// - The frame answers each one exactly once with `@walletdock-frame/<NAME>_SUCCESS` (payload: the result) or
//   `@walletdock-frame/<NAME>_ERROR` (payload: `{ message? }`; no message reads 'An error occurred'), same id.
// - The frame announces itself with `@walletdock-frame/FRAME_READY` (no id) once it listens; the app counts
//   it ready 500 ms later (FRAME_READY_DELAY_MS).

export const APP_PREFIX = '@walletdock-app/'
export const FRAME_PREFIX = '@walletdock-frame/'

export {
  EMAIL_LOGIN_COOLDOWN_MS,
  FRAME_LOGIN_REQUEST_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_SIGN_OUT_TIMEOUT_MS,
} from './frameConstants.ts'

const email = z.email()
const otp = z.string().check(z.regex(OTP_PATTERN))
const chainId = z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.number()])
const address = z.string().check(z.minLength(1), z.maxLength(128))
const empty = z.object({})

/** Spec part 3: the user the frame reports once logged in. */
export const frameUserSchema = z.object({
  email: z.optional(z.nullable(email)),
  address,
  chainId,
  accounts: z.optional(
    z.array(z.object({ address, type: z.enum(['eoa', 'smartAccount']) })).check(z.maxLength(16)),
  ),
  userName: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
  preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount'])),
  smartAccountDeployed: z.optional(z.boolean()),
})
export type FrameUser = z.infer<typeof frameUserSchema>

const themeMode = z.enum(['light', 'dark'])

/**
 * Each app request: its payload and its success result. The spec's Farcaster and smart-account requests are
 * not listed until Walletdock offers them; a frame that gets an unknown type ignores it.
 */
export const frameRequests = {
  CONNECT_EMAIL: {
    payload: z.object({ email }),
    result: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  /** Resolves once the new device is approved by the link in the e-mail (or fails on the time limit). */
  CONNECT_DEVICE: { payload: empty, result: empty },
  CONNECT_OTP: { payload: z.object({ otp }), result: empty },
  GET_USER: { payload: z.object({ chainId: z.optional(chainId) }), result: frameUserSchema },
  IS_CONNECTED: { payload: empty, result: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { payload: empty, result: z.object({ chainId }) },
  SWITCH_NETWORK: { payload: z.object({ chainId }), result: z.object({ chainId }) },
  SIGN_OUT: { payload: empty, result: empty },
  /** The provider's authorize URL for a social login; the provider sends the person back to the secure site. */
  GET_SOCIAL_REDIRECT_URI: {
    payload: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
    result: z.object({ uri: z.string().check(z.minLength(1), z.maxLength(4096), z.regex(/^https?:\/\//)) }),
  },
  /** Completes a social login with the result URI the provider sent the person back to; resolves with the user. */
  CONNECT_SOCIAL: {
    payload: z.object({
      uri: z.string().check(z.minLength(1), z.maxLength(4096)),
      preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount'])),
      chainId: z.optional(chainId),
    }),
    result: frameUserSchema,
  },
  /** One wallet method (spec part 7's pass-through list) signed or sent by the frame's key. */
  RPC_REQUEST: {
    payload: z.object({
      method: z.string().check(z.minLength(1), z.maxLength(64)),
      params: z.optional(z.unknown()),
      chainId: z.optional(chainId),
    }),
    result: z.unknown(),
  },
  UPDATE_EMAIL: {
    payload: z.object({ email }),
    result: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { payload: z.object({ otp }), result: empty },
  UPDATE_EMAIL_SECONDARY_OTP: { payload: z.object({ otp }), result: z.object({ newEmail: email }) },
  SYNC_THEME: {
    payload: z.object({
      themeMode,
      themeVariables: z.optional(z.record(z.string(), z.string().check(z.maxLength(256)))),
    }),
    result: empty,
  },
  SYNC_DAPP_DATA: {
    payload: z.object({
      projectId: z.string().check(z.maxLength(128)),
      sdkVersion: z.string().check(z.maxLength(64)),
      sdkType: z.string().check(z.maxLength(64)),
      metadata: z.optional(
        z.object({
          name: z.string().check(z.maxLength(256)),
          description: z.optional(z.string().check(z.maxLength(1024))),
          url: z.string().check(z.maxLength(2048)),
          icons: z.optional(z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(8))),
        }),
      ),
    }),
    result: empty,
  },
  RELOAD: { payload: empty, result: empty },
} as const

export type FrameRequestName = keyof typeof frameRequests
export type FramePayload<N extends FrameRequestName> = z.infer<(typeof frameRequests)[N]['payload']>
export type FrameResult<N extends FrameRequestName> = z.infer<(typeof frameRequests)[N]['result']>

/** The requests that give up after FRAME_LOGIN_REQUEST_TIMEOUT_MS (spec part 9). */
export const LOGIN_REQUESTS: ReadonlySet<FrameRequestName> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
])

const messageId = z.string().check(z.minLength(8), z.maxLength(64))
const requestNames = Object.keys(frameRequests) as FrameRequestName[]

/** An app → frame message, checked by the frame; its payload is checked against the request's own schema. */
export const appMessageSchema = z.object({
  type: z.enum(requestNames.map((n) => `${APP_PREFIX}${n}` as const)),
  id: messageId,
  payload: z.optional(z.unknown()),
})
export type AppMessage = z.infer<typeof appMessageSchema>

/** A frame → app message, checked by the tab; a reply's payload is checked against the request's result schema. */
export const frameMessageSchema = z.union([
  z.object({
    type: z.literal(`${FRAME_PREFIX}FRAME_READY`),
    payload: z.optional(z.object({ version: z.string() })),
  }),
  z.object({
    type: z.string().check(z.startsWith(FRAME_PREFIX), z.maxLength(96)),
    id: messageId,
    payload: z.optional(z.unknown()),
  }),
])
export type FrameMessage = z.infer<typeof frameMessageSchema>

/** The error payload of a `_ERROR` reply; `code` is the EIP-1193 / EIP-5792 code of a refused RPC_REQUEST. */
export const frameErrorSchema = z.object({
  message: z.optional(z.string().check(z.maxLength(1024))),
  code: z.optional(z.number()),
})

/** The reply types of a request. */
export function replyTypes(name: FrameRequestName): { success: string; error: string } {
  return { success: `${FRAME_PREFIX}${name}_SUCCESS`, error: `${FRAME_PREFIX}${name}_ERROR` }
}

/** The request name of an app message type, or undefined for a type that is not one. */
export function requestName(type: string): FrameRequestName | undefined {
  if (!type.startsWith(APP_PREFIX)) return undefined
  const name = type.slice(APP_PREFIX.length)
  return Object.hasOwn(frameRequests, name) ? (name as FrameRequestName) : undefined
}
