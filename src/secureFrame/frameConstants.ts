// The spec's secure-frame timings (part 9), apart from the message schemas so code that only needs a number
// (the core's routing) does not load zod schemas with it. frameMessages.ts re-exports them.

/** Spec part 9: the frame is ready this long after FRAME_READY. */
export const FRAME_READY_DELAY_MS = 500
/** Spec part 9: not ready within this → 'Unable to load email login dependency' (iframe_load_failed). */
export const FRAME_READY_TIMEOUT_MS = 20_000
/** Spec part 9: connect e-mail, device, OTP, social and social redirect give up after this (iframe_request_timeout). */
export const FRAME_LOGIN_REQUEST_TIMEOUT_MS = 30_000
/** Spec part 9: sign-out waits at most this. */
export const FRAME_SIGN_OUT_TIMEOUT_MS = 3_000
/** Spec part 9: a new code can be sent this long after the last one. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
