// The devnet's projects: what the directory's `GET /appkit/v1/config` and `GET /projects/v1/origins` answer
// for each project id. The demo picks one with `?project=<name>` (project id `walletdock-demo-<name>`), so each
// case of the remote configuration can be tried by hand and by the e2e tests.

/** A feature entry as the directory serves it. */
export type DevnetFeature = { id: string; isEnabled: boolean; config: unknown }

/**
 * A devnet project: its features, and its allowed origins (null: the origins call fails with HTTP 500); its
 * analytics (`GET /getAnalyticsConfig`): on unless 'off', and with 'originChecked' the analytics collector
 * (devnet/analytics/) refuses posts from origins the project does not allow (403), as production does.
 */
export type DevnetProject = {
  features: DevnetFeature[]
  allowedOrigins: string[] | null
  analytics?: 'off' | 'originChecked' | undefined
}

const ALL = ['email', 'socials', 'swaps', 'onramp', 'activity'] as const
const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

/** Every feature the spec turns on by default, except those named. */
const featuresWithout = (...off: string[]): DevnetFeature[] => [
  ...ALL.map((id) => ({ id, isEnabled: !off.includes(id), config: id === 'socials' ? SOCIALS : null })),
  { id: 'reownBranding', isEnabled: false, config: null },
]

// The demo's own origins (the demo and the CSP demo on loopback); wildcards as a project's settings allow them.
const DEMO_ORIGINS = ['http://127.0.0.1:*']

/** The devnet projects by project id; any other id gets HTTP 404, as an unknown project does. */
export const DEVNET_PROJECTS: Readonly<Record<string, DevnetProject>> = {
  'walletdock-demo': { features: featuresWithout(), allowedOrigins: DEMO_ORIGINS },
  // The examples' project (examples/): the devnet's defaults.
  'walletdock-example': { features: featuresWithout(), allowedOrigins: DEMO_ORIGINS },
  // The project turns swaps off: a host that sets `features.swaps: true` is overridden.
  'walletdock-demo-swaps-off': { features: featuresWithout('swaps'), allowedOrigins: DEMO_ORIGINS },
  // The project turns e-mail login off.
  'walletdock-demo-email-off': { features: featuresWithout('email'), allowedOrigins: DEMO_ORIGINS },
  // The project turns social login off (the host's default offers every provider).
  'walletdock-demo-socials-off': { features: featuresWithout('socials'), allowedOrigins: DEMO_ORIGINS },
  // The project allows only its production site: the demo's origin is not allowed.
  'walletdock-demo-origin-refused': {
    features: featuresWithout(),
    allowedOrigins: ['https://app.walletdock.example', 'https://*.walletdock.example'],
  },
  // The project's origins cannot be read (HTTP 500): an empty list, so the demo's origin is not allowed.
  'walletdock-demo-origins-failing': { features: featuresWithout(), allowedOrigins: null },
  // The project collects no analytics: the directory says so, and nothing is posted.
  'walletdock-demo-analytics-off': {
    features: featuresWithout(),
    allowedOrigins: DEMO_ORIGINS,
    analytics: 'off',
  },
  // The project allows only its production site and the collector checks it: the demo's posts get 403 (the
  // 'Invalid App Configuration' snackbar). No e-mail or social login, so the modal's own origin alert stays off.
  'walletdock-demo-analytics-refused': {
    features: featuresWithout('email', 'socials'),
    allowedOrigins: ['https://app.walletdock.example'],
    analytics: 'originChecked',
  },
}
