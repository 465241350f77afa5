import type { WalletConnectChoice } from '../../../src/walletConnect.ts'
import type { UniversalProviderInstance } from './loadUniversalProvider.ts'

/** One pairing: a proposal whose URI the tabs show until it is approved, refused or replaced. */
export type PairingAttempt = {
  id: number
  /** Resolves with the pairing URI once the relay accepted the proposal. */
  uri: Promise<string>
  /** True once the URI arrived or the attempt failed: only then may another attempt start. */
  uriSettled: boolean
  /** Stops listening for this attempt's URI. */
  stop(): void
}

/** The WalletConnect part of a core: the provider (loaded on first use) and the pairing in progress. */
export type WalletConnectRuntime = {
  provider: Promise<UniversalProviderInstance> | undefined
  attempts: number
  current: PairingAttempt | undefined
  /** The wallet the person picked for the current pairing, recorded when it is approved. */
  choice: WalletConnectChoice | undefined
  /** The WalletConnect client id (did:key), once the provider is loaded; services get it as `clientId`. */
  clientId?: string | undefined
}

/** The core's WalletConnect runtime, created on first use. */
export function getWalletConnectRuntime(core: { walletConnect?: WalletConnectRuntime | undefined }) {
  core.walletConnect ??= { provider: undefined, attempts: 0, current: undefined, choice: undefined }
  return core.walletConnect
}
