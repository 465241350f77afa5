import { ANALYTICS_COLLECTOR_PORT } from './analytics/startCollector.ts'
import { DEVNET_CHAINS } from './chains.ts'
import { DATA_API_PORT } from './dataApi/createDataApi.ts'
import { SECURE_SITE_URL } from './secureSite/secureSiteUrls.ts'
import { SIWX_AUTH_URL } from './siwxAuth/siwxAuthUrls.ts'
import { SOLANA_RPC_URL, SOLANA_WS_URL } from './solana/cluster.ts'
import { DEVNET_DIRECTORY_URL, DEVNET_RELAY_URL } from './walletConnectUrls.ts'

/** The port of the demo served with the strict policy (the plain demo stays on 5173). */
export const CSP_DEMO_PORT = 5175

/** The demo's origin under the strict policy; the devnet services let it call them like the plain demo. */
export const CSP_DEMO_ORIGIN = `http://127.0.0.1:${CSP_DEMO_PORT}`

/**
 * The strict policy of issue #11 for the demo: no 'unsafe-inline', no 'unsafe-eval', and connect-src names
 * exactly the loopback services the demo page and its workers contact. img-src also names the directory,
 * because its devnet stand-in speaks http where the production one is covered by `https:`.
 */
export const DEMO_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "style-src 'self'",
  `img-src 'self' data: https: ${DEVNET_DIRECTORY_URL}`,
  [
    "connect-src 'self'",
    ...DEVNET_CHAINS.map((chain) => chain.rpcUrl),
    `http://127.0.0.1:${DATA_API_PORT}`,
    DEVNET_RELAY_URL,
    DEVNET_DIRECTORY_URL,
    SOLANA_RPC_URL,
    SOLANA_WS_URL,
    // The demo's own sign-in server (Sign-In With X), which the page calls.
    SIWX_AUTH_URL,
    // The analytics collector the core posts to (issue #15).
    `http://127.0.0.1:${ANALYTICS_COLLECTOR_PORT}`,
  ].join(' '),
  "worker-src 'self'",
  // The e-mail login's hidden frame (issue #13).
  `frame-src ${SECURE_SITE_URL}`,
].join('; ')
