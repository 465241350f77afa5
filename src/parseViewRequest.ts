import { BaseError } from './baseError.ts'
import { isSocialProvider } from './secureFrame/socialProviders.ts'
import { type CaipNetworkId, NAMESPACES, type Namespace } from './types.ts'
import type { View, ViewDataMap, ViewName } from './viewStack.ts'

/** What a host passed to `open({ view, data })`, unchecked. */
export type ParseViewRequestParameters = {
  view: unknown
  data: unknown
  /** The host's networks, once the tab knows them: SwitchNetwork must name one of them. */
  requestedNetworks?: readonly CaipNetworkId[] | undefined
}
export type ParseViewRequestReturnType = View
export type ParseViewRequestErrorType = InvalidViewRequestError

/** `open({ view, data })` named no view the modal has, or gave it data it cannot show. */
export class InvalidViewRequestError extends BaseError {
  override name = 'InvalidViewRequestError'
  constructor(reason: string, view: unknown) {
    super(`open(): ${reason}`, {
      details: `view: ${short(view)}`,
      metaMessages: ['See ViewDataMap in src/viewStack.ts for the data each view takes.'],
    })
  }
}

// Plain checks, not zod: this runs in the UI chunk, which stays free of zod (see overlay/ui/uiConfig.ts).
type Check = (
  data: Record<string, unknown>,
  networks: readonly CaipNetworkId[] | undefined,
) => string | undefined
type Rule = { needsData: boolean; check?: Check }

const NONE: Rule = { needsData: false }
const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity']
const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const LINK_FIELDS = ['imageUrl', 'imageId', 'mobileLink', 'desktopLink', 'webappLink', 'rdns'] as const

// Every view and the data it takes (ViewDataMap); the `satisfies` keeps this table and that type in step.
const RULES = {
  Connect: NONE,
  Account: {
    needsData: false,
    check: (d) => optionalOneOf(d.tab, 'tab', ACCOUNT_TABS),
  },
  AllWallets: NONE,
  ConnectingExternal: {
    needsData: true,
    check: (d) => requiredText(d.connectorId, 'connectorId'),
  },
  ConnectingWalletConnect: { needsData: false, check: (d) => walletProblem(d.wallet) },
  ConnectingWalletConnectBasic: NONE,
  ConnectingFarcaster: NONE,
  SwitchNetwork: { needsData: true, check: (d, networks) => networkProblem(d.caipNetworkId, networks, true) },
  SwitchActiveChain: {
    needsData: true,
    check: (d, networks) =>
      (NAMESPACES as readonly unknown[]).includes(d.switchToChain)
        ? (optionalOneOf(d.navigateTo, 'navigateTo', VIEWS_WITHOUT_DATA) ??
          optionalType(d.navigateWithReplace, 'navigateWithReplace', 'boolean') ??
          (d.network === undefined ? undefined : networkProblem(d.network, networks, false)) ??
          namespaceMatches(d.network, d.switchToChain as Namespace))
        : `switchToChain must be one of ${NAMESPACES.join(', ')}`,
  },
  UnsupportedChain: NONE,
  ApproveTransaction: NONE,
  RegisterAccountName: { needsData: false, check: (d) => optionalType(d.name, 'name', 'string') },
  RegisterAccountNameSuccess: { needsData: true, check: (d) => requiredText(d.name, 'name') },
  Networks: NONE,
  WalletSend: NONE,
  WalletSendSelectToken: NONE,
  WalletSendPreview: NONE,
  WalletReceive: NONE,
  WalletSendSuccess: {
    needsData: true,
    check: (d, networks) =>
      networkProblem(d.caipNetworkId, networks, true) ??
      requiredText(d.hash, 'hash') ??
      requiredText(d.amount, 'amount') ??
      requiredText(d.symbol, 'symbol'),
  },
  Swap: NONE,
  SwapSuccess: {
    needsData: true,
    check: (d, networks) =>
      networkProblem(d.caipNetworkId, networks, true) ??
      requiredText(d.hash, 'hash') ??
      requiredText(d.from, 'from') ??
      requiredText(d.to, 'to'),
  },
  ConnectingSocial: {
    needsData: true,
    check: (d) => (isSocialProvider(d.provider) ? undefined : 'data.provider must be a social provider'),
  },
  OnRamp: NONE,
  EmailVerifyOtp: { needsData: true, check: (d) => requiredText(d.email, 'email') },
  EmailVerifyDevice: { needsData: true, check: (d) => requiredText(d.email, 'email') },
  UpdateEmail: NONE,
  UpdateEmailPrimaryOtp: { needsData: true, check: (d) => requiredText(d.email, 'email') },
  UpdateEmailSecondaryOtp: { needsData: true, check: (d) => requiredText(d.email, 'email') },
  SIWXSignMessage: NONE,
} satisfies Record<ViewName, Rule> as Record<ViewName, Rule>

const VIEWS_WITHOUT_DATA = (Object.keys(RULES) as ViewName[]).filter(
  (name) => !RULES[name].needsData && name !== 'SwitchActiveChain',
)

/**
 * Checks a host's `open({ view, data })` against the data each view needs (ViewDataMap) and returns the view
 * to show; throws InvalidViewRequestError naming what is wrong, so the host learns it and nothing half-shows.
 */
export function parseViewRequest({
  view,
  data,
  requestedNetworks,
}: ParseViewRequestParameters): ParseViewRequestReturnType {
  if (typeof view !== 'string' || !Object.hasOwn(RULES, view))
    throw new InvalidViewRequestError(`unknown view ${short(view)}`, view)
  const name = view as ViewName
  const rule = RULES[name]
  if (data === undefined) {
    if (rule.needsData) throw new InvalidViewRequestError(`view "${name}" needs data`, view)
    return { name } as View
  }
  if (!rule.check) throw new InvalidViewRequestError(`view "${name}" takes no data`, view)
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new InvalidViewRequestError(`data of view "${name}" must be an object`, view)
  const problem = rule.check(data as Record<string, unknown>, requestedNetworks)
  if (problem) throw new InvalidViewRequestError(`data of view "${name}": ${problem}`, view)
  return { name, data: data as ViewDataMap[typeof name] } as View
}

function requiredText(value: unknown, field: string): string | undefined {
  return typeof value === 'string' && value.length > 0 ? undefined : `${field} must be a non-empty string`
}

function optionalType(value: unknown, field: string, type: 'string' | 'boolean'): string | undefined {
  return value === undefined || typeof value === type ? undefined : `${field} must be a ${type}`
}

function optionalOneOf(value: unknown, field: string, allowed: readonly string[]): string | undefined {
  return value === undefined || allowed.includes(value as string)
    ? undefined
    : `${field} must be one of ${allowed.join(', ')}`
}

function networkProblem(
  value: unknown,
  networks: readonly CaipNetworkId[] | undefined,
  required: boolean,
): string | undefined {
  const field = required ? 'caipNetworkId' : 'network'
  if (typeof value !== 'string' || !CAIP_NETWORK_ID.test(value))
    return `${field} must be a CAIP network id such as "eip155:1", got ${short(value)}`
  if (!(NAMESPACES as readonly string[]).includes(value.split(':')[0] ?? ''))
    return `${field} ${short(value)} is of an unknown namespace`
  if (networks && !networks.includes(value as CaipNetworkId))
    return `${field} ${short(value)} is not one of the host's networks (${networks.join(', ')})`
  return undefined
}

function namespaceMatches(network: unknown, namespace: Namespace): string | undefined {
  return typeof network === 'string' && !network.startsWith(`${namespace}:`)
    ? `network ${short(network)} is not of namespace "${namespace}"`
    : undefined
}

function walletProblem(wallet: unknown): string | undefined {
  if (wallet === undefined) return undefined
  if (typeof wallet !== 'object' || wallet === null) return 'wallet must be a wallet entry'
  const w = wallet as Record<string, unknown>
  const problem =
    requiredText(w.id, 'wallet.id') ??
    requiredText(w.name, 'wallet.name') ??
    (Array.isArray(w.chains) && w.chains.every((c) => typeof c === 'string')
      ? undefined
      : 'wallet.chains must be an array of strings')
  if (problem) return problem
  for (const field of LINK_FIELDS) {
    const bad = optionalType(w[field], `wallet.${field}`, 'string')
    if (bad) return bad
  }
  return undefined
}

// A bounded rendering of what the host passed, for the message.
function short(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}
