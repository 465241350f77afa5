import { encodeFunctionData, erc20Abi, parseUnits, toHex } from 'viem'
import { isAddressFor } from '../../src/address.ts'
import { parseCaipAddress } from '../../src/caip.ts'
import {
  InvalidAddressError,
  NotConnectedError,
  RpcNotAllowedError,
  SendDetailsRequiredError,
  TokenRequiredError,
  UnsupportedChainError,
} from '../../src/errors.ts'
import { classifyMethod } from '../../src/rpcMethods.ts'
import { solanaAddressSchema } from '../../src/solana.ts'
import type { CaipNetworkId, Namespace, SendTokenParameters } from '../../src/types.ts'
import { getActiveAccount } from '../activeAccount.ts'
import type { CheckedSend, SentTransfer } from '../checkedSend.ts'
import type { Core } from '../core.ts'
import { sendSolanaTransfer } from '../solana/sendSolanaTransfer.ts'
import { toWalletError } from '../walletErrors.ts'
import { refreshAfterSend } from './refreshAfterSend.ts'
import { runPageJob } from './runPageJob.ts'
import { trackEvent } from './trackEvent.ts'

/** The sent transaction's hash (EVM) or signature (Solana). */
export type SendTokenReturnType = SentTransfer

const SENDERS: Partial<Record<Namespace, (core: Core, send: CheckedSend) => Promise<SentTransfer>>> = {
  eip155: sendEvmTransfer,
  solana: sendSolanaTransfer,
}
const SEND_METHODS: Partial<Record<Namespace, string>> = {
  eip155: 'eth_sendTransaction',
  solana: 'solana_signAndSendTransaction',
}

/**
 * Sends native currency or a token from the active account (spec part 4). The Send preview is the person's
 * approval, so this goes straight to the wallet (which prompts as well); it still passes the gate's method
 * list. Input is checked the same way on every namespace, with the spec's texts; other namespaces are an
 * 'Unsupported chain'.
 */
export async function sendToken(
  core: Core,
  { tabId, token, amount, receiverAddress }: SendTokenParameters,
): Promise<SendTokenReturnType> {
  await core.ready
  if (!token) throw new TokenRequiredError()
  if (!amount.trim() || !receiverAddress.trim()) throw new SendDetailsRequiredError()
  const account = getActiveAccount(core.store.getState())
  if (!account) throw new NotConnectedError()
  const { namespace, connection } = account
  const send = SENDERS[namespace]
  const method = SEND_METHODS[namespace]
  if (!send || !method) throw new UnsupportedChainError({ namespace })
  if (classifyMethod(namespace, method) !== 'unsafe') throw new RpcNotAllowedError({ method })
  const to = receiverAddress.trim()
  if (!isReceiver(namespace, to)) throw new InvalidAddressError(to, { namespace })
  let value: bigint
  try {
    value = parseUnits(amount.trim(), token.decimals)
  } catch {
    throw new SendDetailsRequiredError({ details: `Invalid amount: ${amount}` })
  }
  if (value <= 0n) throw new SendDetailsRequiredError({ details: 'The amount must be more than 0.' })
  return send(core, { tabId, token, amount, value, to, connection })
}

function isReceiver(namespace: Namespace, address: string): boolean {
  if (namespace === 'solana') return solanaAddressSchema.safeParse(address).success
  return isAddressFor(namespace, address)
}

// The portfolio gives token addresses as CAIP addresses; only a token of the active chain can be sent.
function tokenAddressOn(caipAddress: string, caipNetworkId: CaipNetworkId): string {
  const parsed = parseCaipAddress(caipAddress)
  if (parsed.caipNetworkId !== caipNetworkId)
    throw new UnsupportedChainError({ namespace: parsed.caipNetworkId })
  return parsed.address
}

// Native: a transaction with data 0x, then SEND_SUCCESS and a refresh. ERC20: a transfer call.
async function sendEvmTransfer(
  core: Core,
  { tabId, token, amount, value, to, connection }: CheckedSend,
): Promise<SentTransfer> {
  const from = connection.address
  const transaction = token.address
    ? {
        from,
        to: tokenAddressOn(token.address, connection.caipNetworkId),
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to as `0x${string}`, value],
        }),
      }
    : { from, to, value: toHex(value), data: '0x' }
  let hash: unknown
  try {
    hash = await runPageJob(core, {
      tabId,
      connectorId: connection.connectorId,
      method: 'eth_sendTransaction',
      params: [transaction],
    })
  } catch (error) {
    throw toWalletError(error)
  }
  const sent = typeof hash === 'string' ? hash : ''
  if (!token.address)
    trackEvent(core, {
      event: 'SEND_SUCCESS',
      properties: { isSmartAccount: false, token: token.symbol, amount, network: connection.caipNetworkId },
    })
  void refreshAfterSend(core, { caipNetworkId: connection.caipNetworkId, hash: sent })
  return { hash: sent }
}
