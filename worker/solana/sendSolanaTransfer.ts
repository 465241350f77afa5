import { parseCaipAddress } from '../../src/caip.ts'
import { InvalidAddressError, UnsupportedChainError } from '../../src/errors.ts'
import { assertValidParams } from '../../src/rpcParams.ts'
import { TransactionNotConfirmedError } from '../../src/sendErrors.ts'
import { parseSolanaSignature, SOLANA_WALLET_METHODS, solanaAddressSchema } from '../../src/solana.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import { refreshAfterSend } from '../actions/refreshAfterSend.ts'
import { runPageJob } from '../actions/runPageJob.ts'
import { trackEvent } from '../actions/trackEvent.ts'
import type { CheckedSend, SentTransfer } from '../checkedSend.ts'
import type { Core } from '../core.ts'
import { toWalletError } from '../walletErrors.ts'
import { buildSolanaTransfer } from './buildSolanaTransfer.ts'
import { confirmSolanaTransaction } from './confirmSolanaTransaction.ts'

const METHOD = SOLANA_WALLET_METHODS.signAndSendTransaction

/**
 * Solana's send (spec part 4: a transaction with the value, then refresh and reset): the wallet signs and
 * sends the transfer, then the core waits for the signature to be confirmed before it reports success and
 * refreshes the balances. A send it cannot confirm is reported as such, with its signature, never as failed.
 */
export async function sendSolanaTransfer(
  core: Core,
  { tabId, token, amount, value, to, connection }: CheckedSend,
): Promise<SentTransfer> {
  const { caipNetworkId } = connection
  const built = await buildSolanaTransfer(core, {
    caipNetworkId,
    from: connection.address,
    to,
    amount: value,
    mint: token.address && mintOn(token.address, caipNetworkId),
    decimals: token.decimals,
    symbol: token.symbol,
  })
  // The core asks for preflight at 'confirmed', the commitment it then waits for.
  const params = { transaction: built.transaction, sendOptions: { preflightCommitment: 'confirmed' } }
  assertValidParams(METHOD, params)
  let reply: unknown
  try {
    reply = await runPageJob(core, {
      tabId,
      connectorId: connection.connectorId,
      method: METHOD,
      params,
      chain: caipNetworkId,
    })
  } catch (error) {
    throw toWalletError(error)
  }
  const signature = parseSolanaSignature(METHOD, reply)
  try {
    const { lastValidBlockHeight } = built
    await confirmSolanaTransaction(core, { caipNetworkId, signature, lastValidBlockHeight })
  } catch (error) {
    // It may still land: the balances refresh now and again if it does.
    if (error instanceof TransactionNotConfirmedError)
      void refreshAfterSend(core, { caipNetworkId, hash: signature })
    throw error
  }
  trackEvent(core, {
    event: 'SEND_SUCCESS',
    properties: { isSmartAccount: false, token: token.symbol, amount, network: caipNetworkId },
  })
  void refreshAfterSend(core, { caipNetworkId })
  return { hash: signature }
}

// Token addresses are CAIP addresses (`solana:<ref>:<mint>`); only a token of the active chain can be sent.
function mintOn(caipAddress: string, caipNetworkId: CaipNetworkId): string {
  const parsed = parseCaipAddress(caipAddress)
  if (parsed.caipNetworkId !== caipNetworkId)
    throw new UnsupportedChainError({ namespace: parsed.caipNetworkId })
  if (!solanaAddressSchema.safeParse(parsed.address).success)
    throw new InvalidAddressError(parsed.address, { namespace: 'solana' })
  return parsed.address
}
