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
import type { SendTokenParameters } from '../../src/types.ts'
import { getActiveAccount } from '../activeAccount.ts'
import type { Core } from '../core.ts'
import { toWalletError } from '../walletErrors.ts'
import { refreshAfterSend } from './refreshAfterSend.ts'
import { runPageJob } from './runPageJob.ts'
import { trackEvent } from './trackEvent.ts'

export type SendTokenReturnType = { hash: string }

/**
 * Sends native currency or an ERC20 token from the active account (spec part 4). The Send preview is the
 * person's approval, so this goes straight to the wallet (which prompts as well); it still passes the gate's
 * method list. Native: a transaction with data 0x, then SEND_SUCCESS and a refresh. ERC20: a transfer call.
 * Solana is not built yet, so every namespace but eip155 is an 'Unsupported chain'.
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
  if (namespace !== 'eip155') throw new UnsupportedChainError({ namespace })
  if (classifyMethod(namespace, 'eth_sendTransaction') !== 'unsafe')
    throw new RpcNotAllowedError({ method: 'eth_sendTransaction' })
  const to = receiverAddress.trim()
  if (!isAddressFor(namespace, to)) throw new InvalidAddressError(to, { namespace })
  let value: bigint
  try {
    value = parseUnits(amount.trim(), token.decimals)
  } catch {
    throw new SendDetailsRequiredError({ details: `Invalid amount: ${amount}` })
  }
  if (value <= 0n) throw new SendDetailsRequiredError({ details: 'The amount must be more than 0.' })
  const from = connection.address
  const transaction = token.address
    ? {
        from,
        to: tokenContract(token.address, connection.caipNetworkId),
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

// The portfolio gives token addresses as CAIP addresses; only a token of the active chain can be sent.
function tokenContract(caipAddress: string, caipNetworkId: string): string {
  const parsed = parseCaipAddress(caipAddress)
  if (parsed.caipNetworkId !== caipNetworkId)
    throw new UnsupportedChainError({ namespace: parsed.caipNetworkId })
  return parsed.address
}
