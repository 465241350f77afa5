import { formatUnits } from 'viem'
import type { ApprovalWarning, RequestAction, TokenRef } from '../../../src/requestSummary.ts'
import { shortAddress } from '../../ui/format.ts'
import { formatQuantity } from '../../ui/formatWallet.ts'

/** A decoded action as ApproveTransaction shows it: a heading and labelled rows. */
export type ActionText = { heading: string; rows: [label: string, value: string][] }

/** The token's symbol, else its short address. */
export function tokenLabel(token: TokenRef): string {
  return token.symbol ?? (token.address ? shortAddress(token.address) : 'an unknown token')
}

function amountOf(amount: string, token: TokenRef | undefined, unlimited = false): string {
  if (unlimited) return `Unlimited ${token ? tokenLabel(token) : ''}`.trim()
  const symbol = token ? tokenLabel(token) : ''
  if (token?.decimals === undefined) return `${amount} ${symbol} (base units)`.trim()
  return `${formatQuantity(formatUnits(BigInt(amount), token.decimals))} ${symbol}`.trim()
}

/** Heading and rows for one action; `native` is the chain's currency. */
export function describeAction(
  action: RequestAction,
  native: { symbol: string; decimals: number },
): ActionText {
  switch (action.kind) {
    case 'nativeTransfer':
      return {
        heading: 'Send',
        rows: [
          [
            'Amount',
            `${formatQuantity(formatUnits(BigInt(action.value), native.decimals))} ${native.symbol}`,
          ],
          ['To', action.to],
        ],
      }
    case 'tokenTransfer':
      return {
        heading: `Send ${tokenLabel(action.token)}`,
        rows: [
          ['Amount', amountOf(action.amount, action.token)],
          ['To', action.to],
          ['Token', action.token.address],
        ],
      }
    case 'approve':
      return {
        heading: `Allow spending of ${tokenLabel(action.token)}`,
        rows: [
          ['Spender', action.spender],
          ['Amount', amountOf(action.amount, action.token, action.unlimited)],
          ['Token', action.token.address],
        ],
      }
    case 'approveAll':
      return {
        heading: action.approved
          ? `Allow access to all ${tokenLabel(action.token)}`
          : `Revoke access to ${tokenLabel(action.token)}`,
        rows: [
          ['Operator', action.operator],
          ['Collection', action.token.address],
        ],
      }
    case 'permit':
      return {
        heading: `Sign a ${action.standard} permit for ${tokenLabel(action.token)}`,
        rows: [
          ['Spender', action.spender],
          ['Amount', amountOf(action.amount, action.token, action.unlimited)],
          ['Token', action.token.address],
        ],
      }
    case 'contractCall':
      return {
        heading: 'Contract call',
        rows: [
          ['Contract', action.to],
          ['Function', action.selector],
          ['Value', `${formatQuantity(formatUnits(BigInt(action.value), native.decimals))} ${native.symbol}`],
        ],
      }
    case 'message':
      return { heading: 'Sign a message', rows: [] }
    case 'typedData':
      return {
        heading: 'Sign typed data',
        rows: [
          ['Type', action.primaryType],
          ...(action.domain ? [['App', action.domain] as [string, string]] : []),
        ],
      }
    case 'other':
      return { heading: action.method, rows: [] }
  }
}

/** The warning's sentence, naming token and spender. */
export function warningText(warning: ApprovalWarning): string {
  const token = tokenLabel(warning.token)
  return warning.reason === 'all'
    ? `${warning.spender} will be able to move ALL of your ${token}, now and in the future.`
    : `${warning.spender} will be able to spend an UNLIMITED amount of your ${token}, now and in the future.`
}
