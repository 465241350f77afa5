// Browser-safe addresses of the devnet's secure site and its mail (fixed ports: the demo configuration,
// the e2e and the frame page name them).

/** The secure site's port: the frame page, the device-approval links and the auth API. */
export const SECURE_SITE_PORT = 8553
/** The secure site's origin (`serviceUrls.secureSite` of the demo). */
export const SECURE_SITE_URL = `http://127.0.0.1:${SECURE_SITE_PORT}`
/** The mailbox page and its JSON API. */
export const MAILBOX_PORT = 8554
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`
/** The loopback SMTP server the secure site sends its mail to. */
export const SMTP_PORT = 2525
/** The social login provider stand-in (one OAuth 2 server for every provider, a path per provider). */
export const SOCIAL_PROVIDER_PORT = 8564
export const SOCIAL_PROVIDER_URL = `http://127.0.0.1:${SOCIAL_PROVIDER_PORT}`
