/** The devnet sign-in service's fixed port. */
export const SIWX_AUTH_PORT = 8562

/** Its URL, as the demo calls it. */
export const SIWX_AUTH_URL = `http://127.0.0.1:${SIWX_AUTH_PORT}`
