import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  ANALYTICS_COLLECTOR_PORT,
  type AnalyticsCollector,
  startCollector,
} from './analytics/startCollector.ts'
import { type AnvilHandle, createAnvil } from './anvil.ts'
import { DEVNET_CHAINS, DEVNET_CONTROL_PORT, type DevnetChain } from './chains.ts'
import { deployBatchAccount } from './contracts/deployBatchAccount.ts'
import { deployDevNfts } from './contracts/devNfts.ts'
import { deployDevTokens } from './contracts/devTokens.ts'
import { deployUniswapV2 } from './contracts/uniswapV2.ts'
import { type ControlServer, startControlServer } from './control.ts'
import { createDataApi, DATA_API_PORT, type DataApi } from './dataApi/createDataApi.ts'
import { type DirectoryServer, startDirectory } from './directory/startDirectory.ts'
import { createOnrampSite, type OnrampSite } from './onramp/createOnrampSite.ts'
import { ONRAMP_SITE_PORT } from './ports.ts'
import { type RelayServer, startRelay } from './relay/startRelay.ts'
import { DEFAULT_ALLOWED_ORIGINS } from './secureSite/allowedOrigins.ts'
import { type MailServer, startMail } from './secureSite/mail/startMail.ts'
import {
  MAILBOX_PORT,
  SECURE_SITE_PORT,
  SMTP_PORT,
  SOCIAL_PROVIDER_PORT,
} from './secureSite/secureSiteUrls.ts'
import { type SecureSite, SOCIAL_CALLBACK_PATH, startSecureSite } from './secureSite/startSecureSite.ts'
import { SIWX_AUTH_PORT } from './siwxAuth/siwxAuthUrls.ts'
import { type SiwxAuthServer, startSiwxAuth } from './siwxAuth/startSiwxAuth.ts'
import { type SocialProviderServer, startSocialProvider } from './socialProvider/startSocialProvider.ts'
import { SOLANA_RPC_PORT, SOLANA_WS_PORT } from './solana/cluster.ts'
import { createSolanaNode, type SolanaNode } from './solana/createSolanaNode.ts'
import { DEVNET_WALLETCONNECT_PORTS } from './walletConnectUrls.ts'

export type StartDevnetParameters = {
  /** Where chains keep their state between stop and start. Default: `.devnet-state/` in the project root. */
  stateDir?: string | undefined
  /** Keep the state of an earlier run instead of starting from genesis. */
  keepState?: boolean | undefined
  /** Overrides the chain table, e.g. to run on other ports beside a running devnet. */
  chains?: readonly DevnetChain[] | undefined
  controlPort?: number | undefined
  /** Port of the blockchain data API (default 8550). */
  dataApiPort?: number | undefined
  /** Ports of the Solana node's JSON-RPC and PubSub WebSocket (default 8899 and 8900). */
  solanaPort?: number | undefined
  solanaWsPort?: number | undefined
  /** Ports of the WalletConnect relay and the wallet directory (default 8551 and 8552). */
  relayPort?: number | undefined
  directoryPort?: number | undefined
  /** Ports of the secure site, its mailbox page and its SMTP server (default 8553, 8554 and 2525). */
  secureSitePort?: number | undefined
  mailboxPort?: number | undefined
  smtpPort?: number | undefined
  /** Port of the demo's sign-in service (default 8562). */
  siwxAuthPort?: number | undefined
  /** Port of the social login provider stand-in (default 8564). */
  socialProviderPort?: number | undefined
  /** Port of the analytics collector (default 8558). */
  collectorPort?: number | undefined
  /** Port of the on-ramp provider site (default 8560). */
  onrampPort?: number | undefined
  /** Host origins the secure site lets frame it (default: DEFAULT_ALLOWED_ORIGINS plus `SECURE_SITE_ALLOWED_ORIGINS`). */
  secureSiteAllowedOrigins?: readonly string[] | undefined
}

export type Devnet = {
  chains: AnvilHandle[]
  control: ControlServer
  /** The blockchain data API over the chains (the control server stops and starts it as `data-api`). */
  dataApi: DataApi
  /** The Solana node over LiteSVM (the control server stops and starts it as `solana`). */
  solana: SolanaNode
  /** The WalletConnect relay (the control server pauses and resumes it as `relay`). */
  relay: RelayServer
  /** The wallet directory with its icons. */
  directory: DirectoryServer
  /** The secure site: the e-mail login frame, its auth API and the embedded wallets' key custody. */
  secureSite: SecureSite
  /** The SMTP server the secure site mails to, and the mailbox page and API over it. */
  mail: MailServer
  /** The demo host's sign-in server (Sign-In With X): nonces and signature checks. */
  siwxAuth: SiwxAuthServer
  /** The social login provider (OAuth 2 with PKCE) standing in for Google, X, Discord, GitHub, Apple, Facebook. */
  socialProvider: SocialProviderServer
  /** The analytics service (`POST /e`) with its page of the events received. */
  collector: AnalyticsCollector
  /** The on-ramp provider site: checkout pages, deliveries on the chains (the control server stops it as `onramp`). */
  onramp: OnrampSite
  /** Stops the control server and every chain (by PID). */
  stop(): Promise<void>
}

/**
 * The secure site's allowed host origins: the defaults plus the comma-separated origins in the
 * SECURE_SITE_ALLOWED_ORIGINS environment variable (e.g. a host app on another port that embeds the demo's login).
 */
export function secureSiteOriginsFromEnvironment(value = process.env.SECURE_SITE_ALLOWED_ORIGINS): string[] {
  const extra = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  for (const origin of extra)
    if (new URL(origin).origin !== origin)
      throw new Error(`SECURE_SITE_ALLOWED_ORIGINS: ${origin} is not an origin (scheme://host:port, no path)`)
  return [...DEFAULT_ALLOWED_ORIGINS, ...extra]
}

/** The default state directory (gitignored). */
export const DEFAULT_STATE_DIR = fileURLToPath(new URL('../.devnet-state/', import.meta.url))

/** Starts every devnet chain and the control server; if one fails, stops what already started. */
export async function startDevnet({
  stateDir = DEFAULT_STATE_DIR,
  keepState = false,
  chains = DEVNET_CHAINS,
  controlPort = DEVNET_CONTROL_PORT,
  dataApiPort = DATA_API_PORT,
  solanaPort = SOLANA_RPC_PORT,
  solanaWsPort = SOLANA_WS_PORT,
  relayPort = DEVNET_WALLETCONNECT_PORTS.relay,
  directoryPort = DEVNET_WALLETCONNECT_PORTS.directory,
  secureSitePort = SECURE_SITE_PORT,
  mailboxPort = MAILBOX_PORT,
  smtpPort = SMTP_PORT,
  socialProviderPort = SOCIAL_PROVIDER_PORT,
  collectorPort = ANALYTICS_COLLECTOR_PORT,
  onrampPort = ONRAMP_SITE_PORT,
  secureSiteAllowedOrigins = secureSiteOriginsFromEnvironment(),
  siwxAuthPort = SIWX_AUTH_PORT,
}: StartDevnetParameters = {}): Promise<Devnet> {
  const stateFile = (chain: DevnetChain) => join(stateDir, `anvil-${chain.chainId}.json`)
  // The secure site's accounts hold wallets funded on the chains: they start over together.
  const secureSiteFiles = ['secure-site-accounts.json', 'secure-site-master.key'].map((name) =>
    join(stateDir, name),
  )
  if (!keepState)
    await Promise.all([...chains.map(stateFile), ...secureSiteFiles].map((file) => rm(file, { force: true })))
  const handles = chains.map((chain) =>
    createAnvil({ chainId: chain.chainId, port: chain.port, stateFile: stateFile(chain) }),
  )
  let control: ControlServer | undefined
  let relay: RelayServer | undefined
  let directory: DirectoryServer | undefined
  let mail: MailServer | undefined
  let secureSite: SecureSite | undefined
  let siwxAuth: SiwxAuthServer | undefined
  let socialProvider: SocialProviderServer | undefined
  let collector: AnalyticsCollector | undefined
  const solana = createSolanaNode({ port: solanaPort, wsPort: solanaWsPort })
  // Solana balances are read live from the node, like EVM balances from the chains.
  // The data API's on-ramp endpoints answer from the provider site, which delivers on the chains.
  const onramp = createOnrampSite({ chains: handles, port: onrampPort })
  const dataApi = createDataApi({
    chains: handles,
    port: dataApiPort,
    solana: { rpcUrl: solana.url },
    onramp,
  })
  const stopChains = () =>
    Promise.all([
      dataApi.stop(),
      onramp.stop(),
      solana.stop(),
      relay?.close(),
      directory?.close(),
      secureSite?.close(),
      socialProvider?.close(),
      mail?.close(),
      siwxAuth?.close(),
      collector?.close(),
      ...handles.map((handle) => handle.stop()),
    ]).then(() => undefined)
  try {
    const started = await Promise.allSettled(handles.map((handle) => handle.start()))
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    // Tokens first, so the data API's first answers already include them; then Uniswap V2 and its pools, the NFT collection, and the
    // batch executor embedded wallets delegate to (EIP-7702).
    await Promise.all(
      handles.map(async (handle) => {
        await deployDevTokens(handle.rpcUrl)
        await deployUniswapV2(handle.rpcUrl)
        await deployDevNfts(handle.rpcUrl)
        await deployBatchAccount(handle.rpcUrl)
      }),
    )
    await dataApi.start()
    await onramp.start()
    await solana.start()
    relay = await startRelay({ port: relayPort })
    directory = await startDirectory({ port: directoryPort })
    mail = await startMail({ smtpPort, mailboxPort })
    // The secure site is the provider's one OAuth client, with a secret made for this run.
    const socialClient = {
      clientId: 'walletdock-secure-site',
      clientSecret: randomBytes(24).toString('base64url'),
    }
    socialProvider = await startSocialProvider({
      port: socialProviderPort,
      clients: [
        { ...socialClient, redirectUris: [`http://127.0.0.1:${secureSitePort}${SOCIAL_CALLBACK_PATH}`] },
      ],
    })
    collector = await startCollector({ port: collectorPort })
    secureSite = await startSecureSite({
      port: secureSitePort,
      stateDir,
      smtpPort,
      chains,
      allowedOrigins: secureSiteAllowedOrigins,
      social: { providerUrl: socialProvider.url, ...socialClient },
    })
    siwxAuth = await startSiwxAuth({
      port: siwxAuthPort,
      rpcUrls: new Map(chains.map((c) => [c.chainId, c.rpcUrl])),
    })
    control = await startControlServer({
      chains: handles,
      services: { 'data-api': dataApi, solana, relay, 'secure-site': secureSite, onramp },
      port: controlPort,
    })
  } catch (error) {
    await stopChains()
    throw error
  }
  const server = control
  if (!relay || !directory) throw new Error('The WalletConnect relay or the wallet directory did not start')
  if (!mail || !secureSite || !socialProvider)
    throw new Error('The secure site, its mail server or the social login provider did not start')
  if (!siwxAuth) throw new Error('The sign-in service did not start')
  if (!collector) throw new Error('The analytics collector did not start')
  return {
    chains: handles,
    control: server,
    dataApi,
    solana,
    relay,
    directory,
    secureSite,
    mail,
    siwxAuth,
    socialProvider,
    collector,
    onramp,
    stop: async () => {
      await server.close()
      await stopChains()
    },
  }
}
