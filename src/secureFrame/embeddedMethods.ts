import type { WalletdockConfig } from '../config.ts'

// The page-job methods of the embedded wallet's login steps (e-mail and social), shared by the core's intents and the tab's bridge.

/**
 * Page-job methods of the login steps and the frame request each becomes (src/secureFrame/frameMessages.ts).
 * They are not JSON-RPC wallet methods: the core sends them to the embedded connector only, never through the
 * gate, so a host's `request` can never reach them (they are on no allow-list).
 */
export const EMBEDDED_STEP_METHODS = {
  walletdock_connectEmail: 'CONNECT_EMAIL',
  walletdock_connectDevice: 'CONNECT_DEVICE',
  walletdock_connectOtp: 'CONNECT_OTP',
  walletdock_updateEmail: 'UPDATE_EMAIL',
  walletdock_updateEmailPrimaryOtp: 'UPDATE_EMAIL_PRIMARY_OTP',
  walletdock_updateEmailSecondaryOtp: 'UPDATE_EMAIL_SECONDARY_OTP',
  walletdock_getSocialRedirectUri: 'GET_SOCIAL_REDIRECT_URI',
  walletdock_connectSocial: 'CONNECT_SOCIAL',
  walletdock_getUser: 'GET_USER',
  walletdock_signOut: 'SIGN_OUT',
} as const

export type EmbeddedStepMethod = keyof typeof EMBEDDED_STEP_METHODS

/** The steps of a social login: they need the socials feature, not the e-mail one. */
export const SOCIAL_METHODS: ReadonlySet<string> = new Set([
  'walletdock_getSocialRedirectUri',
  'walletdock_connectSocial',
])

/** The steps that send a code by e-mail (the 30 s cooldown and rate limit apply to them). */
export const EMAIL_SENDING_METHODS: ReadonlySet<string> = new Set([
  'walletdock_connectEmail',
  'walletdock_updateEmail',
])

/** The frame page's URL: the secure site's `/frame` with the spec's query (projectId, chainId, version, enableLogger). */
export function secureFrameUrl(
  secureSite: string,
  {
    projectId,
    chainId,
    version,
    enableLogger,
  }: {
    projectId: string
    chainId: string | number
    version: string
    enableLogger: boolean
  },
): URL {
  const url = new URL('frame', secureSite.endsWith('/') ? secureSite : `${secureSite}/`)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('chainId', String(chainId))
  url.searchParams.set('version', version)
  url.searchParams.set('enableLogger', String(enableLogger))
  return url
}

/**
 * The EVM chain the frame starts on (its `chainId` query): the host's default network when it is EVM, else its
 * first EVM network, else Ethereum.
 */
export function frameStartChainId(config: Pick<WalletdockConfig, 'networks' | 'defaultNetwork'>): number {
  const ids = config.networks.map((n) => (typeof n === 'string' ? n : `eip155:${n.id}`))
  const evm = [config.defaultNetwork, ...ids].find((id) => id?.startsWith('eip155:'))
  return evm ? Number(evm.split(':')[1]) : 1
}
