import { InvalidRequestParamsError, NotConnectedError } from '../../../src/errors.ts'
import {
  parseSolanaSignature,
  parseSolanaSignedTransaction,
  SOLANA_WALLET_METHODS,
  solanaRequestParamsSchemas,
} from '../../../src/solana.ts'
import type { WalletJob } from '../../../src/types.ts'
import { withTimeout } from '../../../src/withTimeout.ts'
import type { Core } from '../../core.ts'
import type { UniversalProviderInstance } from './loadUniversalProvider.ts'
import { sessionAccountsOf } from './sessionAccounts.ts'

/** Methods of the solana namespace a WalletConnect wallet signs; their replies are checked. */
const SIGNING: Record<string, (method: string, reply: unknown) => unknown> = {
  [SOLANA_WALLET_METHODS.signMessage]: (method, reply) => ({
    signature: parseSolanaSignature(method, reply),
  }),
  [SOLANA_WALLET_METHODS.signAndSendTransaction]: (method, reply) => ({
    signature: parseSolanaSignature(method, reply),
  }),
  [SOLANA_WALLET_METHODS.signTransaction]: parseSolanaSignedTransaction,
}

/** Whether a method is one of the solana namespace's signing methods. */
export function isSolanaSigningMethod(method: string): boolean {
  return method in SIGNING
}

/** The session's Solana accounts as solana_requestAccounts / solana_getAccounts answer them: `[{ pubkey }]`. */
export function solanaSessionAccounts(provider: UniversalProviderInstance): { pubkey: string }[] {
  const session = provider.session
  if (!session) return []
  const addresses = sessionAccountsOf(session, 'solana').valid.map((a) => a.address)
  return [...new Set(addresses)].map((pubkey) => ({ pubkey }))
}

/**
 * Sends a Solana signing request over the session, after checking its params; the wallet's reply is checked
 * before anyone sees it.
 */
export async function walletConnectSolanaRequest(
  core: Core,
  provider: UniversalProviderInstance,
  { method, params, chain: asked }: WalletJob,
  timeoutMs: number,
): Promise<unknown> {
  const session = provider.session
  const accounts = session ? sessionAccountsOf(session, 'solana').valid : []
  if (accounts.length === 0) throw new NotConnectedError({ namespace: 'solana' })
  const schema = solanaRequestParamsSchemas[method as keyof typeof solanaRequestParamsSchemas]
  const checked = schema.safeParse(params)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    throw new InvalidRequestParamsError(
      method,
      `${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'invalid'}`,
    )
  }
  // The cluster the gate named, else the Solana connection's, when the session holds it; else the session's first.
  const connection = core.store.getState().connections.solana
  const current = connection && 'caipNetworkId' in connection ? connection.caipNetworkId : undefined
  const chain =
    accounts.find((a) => a.caipNetworkId === (asked ?? current))?.caipNetworkId ?? accounts[0]?.caipNetworkId
  const reply = await withTimeout(
    provider.request({ method, params: checked.data }, chain),
    timeoutMs,
    `wallet request ${method}`,
    core.deps.clock,
  )
  return SIGNING[method]?.(method, reply)
}
