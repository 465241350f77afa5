import { formatUnits } from 'viem'
import type { ApproveMessages } from '../../../src/messages/approve/en.ts'
import type { Messages } from '../../../src/messages/en.ts'
import type { RequestAction, RequestWarning, SolanaWarning, TokenRef } from '../../../src/requestSummary.ts'
import { formatDecimal, shortAddress } from '../../ui/format.ts'

/** The catalog ApproveTransaction reads: the tab's, with the view's own texts (src/messages/approve/). */
export type ApproveViewMessages = Pick<Messages, 'intlLocale'> & { approve: ApproveMessages }

/** A decoded action as ApproveTransaction shows it: a heading and labelled rows. */
export type ActionText = { heading: string; rows: [label: string, value: string][] }

/** The token's symbol, else its short address. */
export function tokenLabel(token: TokenRef, m: ApproveViewMessages): string {
  return token.symbol ?? (token.address ? shortAddress(token.address) : m.approve.unknownToken)
}

function amountOf(
  m: ApproveViewMessages,
  amount: string,
  token: TokenRef | undefined,
  unlimited = false,
): string {
  const symbol = token ? tokenLabel(token, m) : ''
  if (unlimited) return m.approve.unlimitedAmount(symbol).trim()
  if (token?.decimals === undefined) return m.approve.baseUnits(amount, symbol).trim()
  return `${formatDecimal(formatUnits(BigInt(amount), token.decimals), m.intlLocale)} ${symbol}`.trim()
}

/** Heading and rows for one action in the words of `m`; `native` is the chain's currency. */
export function describeAction(
  action: RequestAction,
  native: { symbol: string; decimals: number },
  m: ApproveViewMessages,
): ActionText {
  const text = describeOnly(action, native, m)
  // The native value a transaction moves is shown on every action, not only on plain calls and sends.
  if (
    action.kind !== 'nativeTransfer' &&
    'value' in action &&
    action.value !== undefined &&
    !text.rows.some(([label]) => label === m.approve.rows.value)
  )
    text.rows.push([m.approve.rows.value, nativeAmount(action.value, native, m)])
  return text
}

function nativeAmount(
  value: string,
  native: { symbol: string; decimals: number },
  m: ApproveViewMessages,
): string {
  return `${formatDecimal(formatUnits(BigInt(value), native.decimals), m.intlLocale)} ${native.symbol}`
}

function describeOnly(
  action: RequestAction,
  native: { symbol: string; decimals: number },
  m: ApproveViewMessages,
): ActionText {
  const row = m.approve.rows
  switch (action.kind) {
    case 'nativeTransfer':
      return {
        heading: m.approve.send,
        rows: [
          [
            row.amount,
            `${formatDecimal(formatUnits(BigInt(action.value), native.decimals), m.intlLocale)} ${native.symbol}`,
          ],
          [row.to, action.to],
        ],
      }
    case 'tokenTransfer':
      return {
        heading: m.approve.sendToken(tokenLabel(action.token, m)),
        rows: [
          [row.amount, amountOf(m, action.amount, action.token)],
          ...(action.from ? [[row.from, action.from] as [string, string]] : []),
          [row.to, action.to],
          [row.token, action.token.address],
        ],
      }
    case 'nftTransfer':
      return {
        heading: m.approve.sendNft(tokenLabel(action.token, m)),
        rows: [
          [row.from, action.from],
          [row.to, action.to],
          [row.items, nftItems(action, m)],
          [row.collection, action.token.address],
        ],
      }
    case 'routerCommand':
      return { heading: m.approve.routerCommand(action.command), rows: [[row.contract, action.to]] }
    case 'grantPermissions':
      return {
        heading: m.approve.grantPermissions,
        rows: [
          ...(action.account ? [[row.account, action.account] as [string, string]] : []),
          [row.grantee, action.grantee],
          [row.chain, action.chainId],
          [row.expiry, action.expiry ? dateOf(action.expiry, m) : m.approve.noExpiry],
          ...action.permissions.map((p): [string, string] => [
            p.type,
            p.fields.map(([name, value]) => `${name}: ${value}`).join('; '),
          ]),
          ...notShown(action.hidden, m),
        ],
      }
    case 'approve':
      return {
        heading: m.approve.allowSpending(tokenLabel(action.token, m)),
        rows: [
          [row.spender, action.spender],
          [row.amount, amountOf(m, action.amount, action.token, action.unlimited)],
          [row.token, action.token.address],
        ],
      }
    case 'approveAll':
      return {
        heading: action.approved
          ? m.approve.allowAll(tokenLabel(action.token, m))
          : m.approve.revokeAll(tokenLabel(action.token, m)),
        rows: [
          [row.operator, action.operator],
          [row.collection, action.token.address],
        ],
      }
    case 'permit':
      return {
        heading: m.approve.signPermit(action.standard, tokenLabel(action.token, m)),
        rows: [
          [row.spender, action.spender],
          [row.amount, amountOf(m, action.amount, action.token, action.unlimited)],
          [row.token, action.token.address],
        ],
      }
    case 'contractCall':
      return {
        heading: m.approve.contractCall,
        rows: [
          [row.contract, action.to],
          [row.function, action.name ? `${action.name} (${action.selector})` : action.selector],
          [
            row.value,
            `${formatDecimal(formatUnits(BigInt(action.value), native.decimals), m.intlLocale)} ${native.symbol}`,
          ],
        ],
      }
    case 'delegateCall':
      return {
        heading: action.smartAccount ? m.approve.accountDelegateCall : m.approve.delegateCall,
        rows: [
          [row.contract, action.to],
          [row.function, action.selector],
        ],
      }
    case 'message':
      return { heading: m.approve.signMessage, rows: [] }
    case 'typedData':
      return {
        heading: m.approve.signTypedData,
        rows: [
          [row.type, action.primaryType],
          ...(action.domain ? [[row.app, action.domain] as [string, string]] : []),
        ],
      }
    case 'permitLike':
      return {
        heading: m.approve.signPermitLike(action.primaryType),
        rows: [
          [row.contract, action.verifyingContract],
          [row.chain, action.chainId],
          ...action.fields,
          ...notShown(action.hidden, m),
        ],
      }
    case 'undecoded':
      return {
        heading: m.approve.couldNotDecode(action.name),
        rows: action.to ? [[row.contract, action.to]] : [],
      }
    case 'other':
      return { heading: action.method, rows: [] }
    case 'solanaRisk':
      return describeSolanaRisk(action.warning, m)
  }
}

// Items shown of a batch transfer; the rest are counted.
const MAX_NFT_ITEMS = 20

function nftItems(action: Extract<RequestAction, { kind: 'nftTransfer' }>, m: ApproveViewMessages): string {
  const shown = action.items
    .slice(0, MAX_NFT_ITEMS)
    .map(({ id, amount }) => (action.standard === 'ERC-721' ? `#${id}` : `#${id} × ${amount}`))
    .join(', ')
  const more = action.items.length - MAX_NFT_ITEMS
  return more > 0 ? `${shown} ${m.approve.moreItems(more)}` : shown
}

// The person is told when fields were left out, never left to think they saw everything.
function notShown(hidden: number | undefined, m: ApproveViewMessages): [string, string][] {
  return hidden ? [[m.approve.rows.notShown, m.approve.fieldsNotShown(hidden)]] : []
}

// Unix seconds as a date in the person's language; a value no date can hold is shown as it came.
function dateOf(seconds: string, m: ApproveViewMessages): string {
  const date = new Date(Number(seconds) * 1000)
  if (Number.isNaN(date.getTime())) return seconds
  return new Intl.DateTimeFormat(m.intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/** The SPL Token authority type in words (MintTokens → mint); a Token-2022 one keeps its name. */
function authorityName(type: string, m: ApproveViewMessages): string {
  return m.approve.solana.authorityTypes[type] ?? type
}

function describeSolanaRisk(warning: SolanaWarning, m: ApproveViewMessages): ActionText {
  const s = m.approve.solana
  switch (warning.reason) {
    case 'setAuthority':
      return {
        heading: s.setAuthority(authorityName(warning.authorityType, m)),
        rows: [
          [s.rows.account, warning.account],
          [s.rows.authorityType, warning.authorityType],
          [s.rows.newAuthority, warning.newAuthority ?? s.rows.none],
        ],
      }
    case 'assign':
      return {
        heading: s.assign,
        rows: [
          [s.rows.account, warning.account],
          [s.rows.program, warning.program],
        ],
      }
    case 'closeAccount':
      return {
        heading: s.closeAccount,
        rows: [
          [s.rows.account, warning.account],
          [s.rows.destination, warning.destination],
        ],
      }
    case 'undecodedInstruction':
      return { heading: s.undecoded, rows: warning.program ? [[s.rows.program, warning.program]] : [] }
  }
}

/** The warning's heading. */
export function warningHeading(warning: RequestWarning, m: ApproveViewMessages): string {
  const s = m.approve.solana
  switch (warning.reason) {
    case 'all':
      return m.approve.allTokensWarning
    case 'value':
      return m.approve.valueWarning
    case 'undecoded':
      return m.approve.undecodedWarning
    case 'permitLike':
      return m.approve.permitLikeWarning
    case 'delegatecall':
      return m.approve.delegateCallWarning
    case 'accountDelegatecall':
      return m.approve.accountDelegateCallWarning
    case 'permissions':
      return m.approve.permissionsWarning
    case 'unlimited':
      return m.approve.unlimitedWarning(tokenLabel(warning.token, m))
    case 'setAuthority':
      return s.setAuthorityWarning(authorityName(warning.authorityType, m))
    case 'assign':
      return s.assignWarning
    case 'closeAccount':
      return s.closeAccountWarning
    case 'undecodedInstruction':
      return s.undecodedWarning
  }
}

/** The sentence after the warning's sentence: whom the person must trust (the spender, or the app on Solana). */
export function warningAdvice(warning: RequestWarning, m: ApproveViewMessages): string {
  if (warning.reason === 'delegatecall') return m.approve.delegateCallAdvice
  if (warning.reason === 'accountDelegatecall') return m.approve.accountDelegateCallAdvice
  if (warning.reason === 'permissions') return m.approve.permissionsAdvice
  return 'spender' in warning ? m.approve.trustSpender : m.approve.solana.trustApp
}

/** The warning's sentence, naming token and spender (or the Solana account and who gets it). */
export function warningText(warning: RequestWarning, m: ApproveViewMessages): string {
  const s = m.approve.solana
  switch (warning.reason) {
    case 'all':
      return m.approve.allTokensText(warning.spender, tokenLabel(warning.token, m))
    case 'value':
      return m.approve.valueText(warning.spender)
    case 'undecoded':
      return m.approve.undecodedText(warning.spender)
    case 'permitLike':
      return m.approve.permitLikeText(warning.spender)
    case 'delegatecall':
      return m.approve.delegateCallText(warning.spender)
    case 'accountDelegatecall':
      return m.approve.accountDelegateCallText(warning.spender)
    case 'permissions':
      return m.approve.permissionsText(warning.spender)
    case 'unlimited':
      return m.approve.unlimitedText(warning.spender, tokenLabel(warning.token, m))
    case 'setAuthority': {
      const name = authorityName(warning.authorityType, m)
      return warning.newAuthority === null
        ? s.removeAuthorityText(name, warning.account)
        : s.setAuthorityText(name, warning.account, warning.newAuthority)
    }
    case 'assign':
      return s.assignText(warning.account, warning.program)
    case 'closeAccount':
      return s.closeAccountText(warning.account, warning.destination)
    case 'undecodedInstruction':
      return s.undecodedText(warning.program)
  }
}
