import { BaseError } from './baseError.ts'
import { traitsOf } from './namespaces.ts'

/** The WalletConnect relay did not answer within RELAY_TIMEOUT_MS (the library alone would wait ~75 s). */
export class RelayUnreachableError extends BaseError {
  override name = 'RelayUnreachableError'
  constructor({ relayUrl, cause }: { relayUrl?: string | undefined; cause?: unknown } = {}) {
    super('Cannot reach the WalletConnect relay', {
      cause,
      details: 'Check your connection and try again.',
      metaMessages: relayUrl ? [`Relay: ${relayUrl}`] : undefined,
    })
  }
}

/** The pairing URI the WalletConnect client produced is not one a wallet can read. */
export class InvalidPairingUriError extends BaseError {
  override name = 'InvalidPairingUriError'
  constructor(issue: string) {
    super('The WalletConnect link is invalid', { details: issue })
  }
}

/** The wallet approved a session that holds no account (EVM or Solana) this site can use. */
export class NoSessionAccountError extends BaseError {
  override name = 'NoSessionAccountError'
  constructor(details: string, { cause }: { cause?: unknown } = {}) {
    super('The wallet did not share an account for this site', { details, cause })
  }
}

/** A WalletConnect session carries an account that is not a valid address of its namespace: it is left out. */
export class InvalidSessionAccountError extends BaseError {
  override name = 'InvalidSessionAccountError'
  constructor({ namespace, accounts }: { namespace: string; accounts: readonly string[] }) {
    super(`The wallet shared an invalid ${traitsOf(namespace).label} account`, {
      details: `${namespace}: ${accounts.map((a) => JSON.stringify(a.slice(0, 120))).join(', ')}`,
      metaMessages: [`The ${namespace} part of the session stays disconnected.`],
    })
  }
}

/**
 * In the dedicated-worker fallback only the leading tab's core holds the relay socket; another
 * tab's core cannot reach the WalletConnect session.
 */
export class WalletConnectElsewhereError extends BaseError {
  override name = 'WalletConnectElsewhereError'
  constructor() {
    super('WalletConnect runs in another tab of this site', {
      details: 'Use the tab that connected, or close the other tabs and try again.',
    })
  }
}
