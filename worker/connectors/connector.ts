import type { WalletdockConfig } from '../../src/config.ts'
import type { ProjectConfigView } from '../../src/projectConfig.ts'
import type { Connector, ConnectorType, Namespace, WalletJob } from '../../src/types.ts'
import type { Core } from '../core.ts'

/** A wallet request as a connector names it; the route adds the connector id and the tab that asked. */
export type WalletRequest = { method: string; params?: unknown }

/**
 * Where a connector's wallet calls run; `route.ts` turns it into the place of each call.
 * - `page`: only a page reaches the wallet, so every call is a page job for a tab whose bridge has it (the tab
 *   that asked, else another live tab that has it).
 * - `core`: this core runs it itself.
 * - `leader`: one core per site runs it because it holds a socket or a session: the SharedWorker's core, or in
 *   the dedicated-worker fallback the leader's, to which the other tabs' cores hand each call.
 */
export type ConnectorPlacement = 'page' | 'core' | 'leader'

/** The kinds of connector the core knows (`src/types.ts` ConnectorType is how each is listed). */
export type ConnectorKind = 'injected' | 'walletStandard' | 'walletConnect' | 'embedded'

type ConnectorBase = {
  kind: ConnectorKind
  /** Whether a connector of the list (as a tab announced it, or as listed here) is one of this kind. */
  owns(listed: Pick<Connector, 'id' | 'type'>): boolean
  /**
   * Listed whatever the tabs announce, under the configuration in force (one the core reaches itself, or the
   * embedded wallet's e-mail field); a page connector's wallets otherwise come from the tabs.
   */
  listed(config: WalletdockConfig, project: ProjectConfigView | undefined): readonly Connector[]
  /** The request that asks the wallet to forget the site when `namespace` is disconnected; none if it cannot. */
  revoke(namespace: Namespace): WalletRequest | undefined
  /**
   * Whether the wallet asks the person itself before it signs or sends (an extension's popup, a phone wallet's
   * screen). Its prompt is then the request's one confirmation and ApproveTransaction comes first only for a
   * risky request; a wallet without one (the embedded wallet) has every unsafe request confirmed there.
   */
  ownPrompt: boolean
  /** How long a page job of this connector may take, where it differs from the route's default. */
  jobTimeoutMs?(method: string): number | undefined
  /** Runs when a namespace connected with this connector becomes disconnected (the embedded login cache). */
  onDisconnected?(core: Core): Promise<void>
  /**
   * Whether a stored connection whose confirmation failed with `error` is kept: the wallet could not be asked
   * (the e-mail login's secure site down, its tab closed), which says nothing about the session. The namespace
   * then shows disconnected, but what is stored stays for a reload or the wallet's return (announceProviders).
   */
  keepsStoredOn?(error: unknown): boolean
  /**
   * Runs when this core stops leading (a newer build's core took over the site): lets go of what only the
   * leader may hold (WalletConnect's relay socket), which the next leader takes up (resumeLeaderWork). Never throws.
   */
  release?(core: Core): Promise<void>
}

/**
 * One way to reach wallets, behind which every action works alike: connect (the namespace's account request
 * with a prompt), restore (the same without one), request, switch network and disconnect are wallet requests
 * in the EIP-1193 / `solana_*` JSON-RPC form, which `route.ts` runs where the connector's placement says.
 *
 * - A page connector (`placement: 'page'`) has no code in the core: a tab's page bridge (`PageBridge` in
 *   `src/types.ts`, built in `overlay/bridge/`) finds its wallets, announces them (`announceProviders`), runs
 *   the jobs the route sends it and reports the wallets' events (`walletEvent` → `handleWalletEvent`, taken
 *   only from a tab that announced the wallet). A stored connection waits for such a tab before it is confirmed.
 * - A core or leader connector runs each request itself (`request`), is listed whatever the tabs announce,
 *   is confirmed at once on restore, and follows its wallet's events itself (WalletConnect's `watchSession`).
 *
 * The embedded e-mail/social wallet (issue 13) plugs in as one more page connector plus one page-side bridge:
 * - here, `worker/connectors/embedded/embeddedConnector.ts`: kind `'embedded'`, `placement: 'page'`, owning
 *   the `'AUTH'` type, listing its AUTH connector itself (the e-mail field shows before any frame is ready),
 *   and its revoke (the frame's sign-out); then one entry in `CONNECTORS` (route.ts);
 * - in the tab, `overlay/bridge/embeddedWallet.ts`: runs the secure frame (exact target origin both ways,
 *   every message checked) and, once the frame is ready, reports the embedded connector among the wallets the
 *   tab announces; the tab's `PageBridge` hands the frame the jobs whose connector id is its own, as it hands
 *   Wallet Standard jobs to that part today (`overlay/bridge/injectedWallets.ts`).
 * The route then sends the embedded wallet's requests to the frame of the tab that asked, or of another live
 * tab when that one closed; the frame's account and chain changes come back as that tab's wallet events; its
 * e-mail, OTP and update-e-mail steps are intents of its own, run as page jobs through the same bridge. It has
 * no prompt of its own (`ownPrompt: false`), so every unsafe request of it passes ApproveTransaction (`request`
 * → `needsConfirmation`). No action names a connector kind, and where a call runs stays decided in `route.ts`.
 */
export type WalletConnector = ConnectorBase &
  (
    | { placement: 'page' }
    | {
        placement: 'core' | 'leader'
        /** Runs one wallet request in this core. */
        request(core: Core, job: WalletJob): Promise<unknown>
        /**
         * Requests a follower's core does not hand to the leader, because the state the leader publishes
         * answers them (session reads); on a follower they fail with WalletConnectElsewhereError.
         */
        followerReads?: ReadonlySet<string>
      }
  )

/** Connector types a tab announces its page wallets as. */
export const PAGE_TYPES: ReadonlySet<ConnectorType> = new Set(['ANNOUNCED', 'INJECTED'])
