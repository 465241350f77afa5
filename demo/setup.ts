import { defineChain } from 'viem'
import { createWalletdock } from 'walletdock'

// The demo host's Walletdock, made before the rest of the host's code runs: main.ts imports this module first, so
// the buttons already in the page are defined and labelled before viem's, noble's and bs58's module code is
// evaluated (their top-level work would otherwise come first and push the buttons past the page's first paint).

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

// `?rpc=<url>` points both devnet chains at another node, to try the modal against a slow or dead one;
// `?api=<url>` does the same for the blockchain data API.
const query = new URLSearchParams(location.search)
const rpc = query.get('rpc')
const api = query.get('api') ?? 'http://127.0.0.1:8550'
// WalletConnect on the devnet relay and wallet directory; `?relay=<ws url>` tries another relay,
// `?pairingExpiry=<ms>` shortens the pairing link's life (tests watch it refresh),
// `?manualControl` opens the modal as a host that drives connections itself (opening rule 2), and
// `?confirmRequests=all` shows Walletdock's ApproveTransaction before every request, not only risky ones.
const relay = query.get('relay') ?? 'ws://127.0.0.1:8551'
const pairingExpiryMs = Number(query.get('pairingExpiry')) || undefined
// `?customChain=<rpc url>[,<rpc url>…]` adds a chain the built-in table does not know, given as a viem Chain the
// way a host app defines its own (e2e tests run an anvil for it): its RPC URLs are tried in order.
const customChainUrls = query.get('customChain')
const customChain =
  customChainUrls === null
    ? []
    : [
        defineChain({
          id: 31339,
          name: 'Walletdock Devnet C',
          nativeCurrency: { name: 'Dock', symbol: 'DOCK', decimals: 18 },
          rpcUrls: { default: { http: (customChainUrls || 'http://127.0.0.1:8547').split(',') } },
        }),
      ]

// `?project=<name>` runs as another devnet project (devnet/directory/projects.ts: swaps-off, email-off,
// origin-refused, origins-failing, analytics-off, analytics-refused), whose remote configuration the directory
// serves; `?basic` is basic mode; `?noProjectId` is a host that forgot its project id (the 'not configured' alert).
const project = query.get('project')
const projectId = query.has('noProjectId') ? '' : project ? `walletdock-demo-${project}` : 'walletdock-demo'

// `?siwx` signs the person in after they connect (Sign-In With X), with the devnet's sign-in server standing in
// for this host's own (devnet/siwxAuth): it hands out nonces and checks signatures. `?siwx=optional` lets the
// person stay connected without signing in. The callbacks run here, in the page; Walletdock calls them.
const SIWX_AUTH = 'http://127.0.0.1:8562'
const auth = async (path: string, body: unknown) => {
  const reply = await fetch(`${SIWX_AUTH}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { ok: reply.ok, body: (await reply.json()) as { nonce?: string; reason?: string } }
}
export const siwx = query.has('siwx')
  ? {
      statement: 'Sign in to the Walletdock demo.',
      required: query.get('siwx') !== 'optional',
      getNonce: async (account: unknown) => {
        const { ok, body } = await auth('/siwx/nonce', account)
        if (!ok || !body.nonce) throw new Error('The sign-in server gave no nonce')
        return body.nonce
      },
      verify: async (session: unknown) => (await auth('/siwx/verify', session)).ok,
      revoke: async (account: unknown) => void (await auth('/siwx/revoke', account)),
    }
  : undefined

// The host embeds Walletdock as any customer would: only the public API.
export const walletdock = createWalletdock({
  projectId,
  // What this host asks for; the project's remote configuration decides (spec part 6).
  features: { email: true, swaps: true },
  basic: query.has('basic'),
  networks: ['eip155:31337', 'eip155:31338', SOLANA_DEVNET, ...customChain],
  // The devnet's LiteSVM node stands in for Solana Devnet (it answers with Devnet's genesis hash).
  customRpcUrls: rpc
    ? { 'eip155:31337': [rpc], 'eip155:31338': [rpc], [SOLANA_DEVNET]: [rpc] }
    : { [SOLANA_DEVNET]: [query.get('solanaRpc') ?? 'http://127.0.0.1:8899'] },
  metadata: { name: 'Walletdock demo', description: 'A host app', url: location.origin, icons: [] },
  // The devnet's secure site runs the e-mail login's frame; `?secureSite=` points elsewhere (a dead port in e2e).
  // The devnet name service's zone (devnet/dataApi/catalog.ts): Account offers to register a name in it.
  nameZone: 'devnet.id',
  serviceUrls: {
    blockchainApi: api,
    relay,
    walletDirectory: 'http://127.0.0.1:8552',
    // The devnet's analytics collector: its page (the same URL) charts what the modal sent.
    analytics: 'http://127.0.0.1:8558',
    secureSite: query.get('secureSite') ?? 'http://127.0.0.1:8553',
    // The devnet's on-ramp provider site stands in for meld's checkout.
    meld: 'http://127.0.0.1:8560/meld',
  },
  pairingExpiryMs,
  manualControl: query.has('manualControl'),
  confirmRequests: query.get('confirmRequests') === 'all' ? 'all' : 'risky',
  // `?theme=light` shows the light theme (the accessibility walk checks both), `?theme=system` follows the OS.
  themeMode: query.get('theme') === 'light' ? 'light' : query.get('theme') === 'system' ? 'system' : 'dark',
  // `?locale=ar` speaks another language; without it, the browser's (navigator.languages).
  locale: query.get('locale') ?? undefined,
  siwx,
})
// For debugging in the console.
Object.assign(window, { walletdock })
