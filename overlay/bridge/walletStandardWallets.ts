import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import bs58 from 'bs58'
import { WALLET_STANDARD_PREFIX } from '../../src/connectors.ts'
import {
  SOLANA_WALLET_METHODS as M,
  toSolanaCaipNetworkId,
  toWalletStandardChain,
} from '../../src/solanaChains.ts'
import type { CaipNetworkId, InjectedProviderInfo, WalletEvent } from '../../src/types.ts'

/** A job for a Wallet Standard wallet, in the core's solana_* JSON-RPC form. */
export type WalletStandardJob = { connectorId: string; method: string; params?: unknown; chain?: string }

export type WalletStandardWallets = {
  list(): InjectedProviderInfo[]
  request(job: WalletStandardJob): Promise<unknown>
}

const isSolanaChain = (chain: string) => chain.startsWith('solana:')

/** A wallet the modal can use on Solana: it connects and signs on some Solana chain. */
function isSolanaWallet(wallet: Wallet): boolean {
  const features = wallet.features as Record<string, unknown>
  return (
    wallet.chains.some(isSolanaChain) &&
    'standard:connect' in features &&
    ('solana:signAndSendTransaction' in features || 'solana:signTransaction' in features)
  )
}

/**
 * Finds the Solana wallets registered through the Wallet Standard in this page and runs the core's solana_*
 * jobs on them: the core speaks WalletConnect's JSON-RPC form (base58/base64 text), wallets take bytes.
 */
export function watchWalletStandardWallets(
  onChange: () => void,
  onEvent: (connectorId: string, event: WalletEvent) => void,
): WalletStandardWallets {
  const found = new Map<string, Wallet>()
  const { get, on } = getWallets()

  const add = (wallet: Wallet) => {
    if (!isSolanaWallet(wallet)) return
    const id = `${WALLET_STANDARD_PREFIX}${wallet.name}`
    if (found.has(id)) return
    found.set(id, wallet)
    const events = (wallet.features as Partial<StandardEventsFeature>)['standard:events']
    events?.on('change', ({ accounts }) => {
      if (accounts)
        onEvent(id, { type: 'accountsChanged', accounts: solanaAccounts(accounts).map((a) => a.address) })
    })
  }
  for (const wallet of get()) add(wallet)
  // Once the caller holds the result, so the wallets registered before this chunk loaded are announced.
  queueMicrotask(onChange)
  on('register', (...wallets) => {
    for (const wallet of wallets) add(wallet)
    onChange()
  })
  on('unregister', (...wallets) => {
    for (const [id, w] of found) if (wallets.includes(w)) found.delete(id)
    onChange()
  })

  return {
    list: () =>
      [...found].map(([connectorId, wallet]) => ({
        connectorId,
        name: wallet.name,
        icon: wallet.icon,
        legacy: false,
        namespace: 'solana' as const,
        chains: wallet.chains.flatMap((c) => toSolanaCaipNetworkId(c) ?? []) as CaipNetworkId[],
      })),
    async request({ connectorId, method, params, chain }) {
      const wallet = found.get(connectorId)
      if (!wallet)
        throw walletError('ConnectorNotFoundError', 'Connector not found', `Connector: ${connectorId}`)
      return runWalletStandardJob(wallet, method, params, chain)
    },
  }
}

function solanaAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter((a) => a.chains.length === 0 || a.chains.some(isSolanaChain))
}

const toPubkeys = (accounts: readonly WalletAccount[]) =>
  solanaAccounts(accounts).map((a) => ({ pubkey: a.address }))

/** Runs one solana_* job on a Wallet Standard wallet (exported for tests, which drive the demo wallet directly). */
export async function runWalletStandardJob(wallet: Wallet, method: string, params: unknown, chain?: string) {
  const features = wallet.features as Partial<
    StandardConnectFeature &
      StandardDisconnectFeature &
      SolanaSignMessageFeature &
      SolanaSignTransactionFeature &
      SolanaSignAndSendTransactionFeature
  >
  const p = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
  switch (method) {
    case M.requestAccounts:
      return toPubkeys((await need(features['standard:connect'], method).connect()).accounts)
    case M.getAccounts:
      if (wallet.accounts.length > 0) return toPubkeys(wallet.accounts)
      return toPubkeys((await need(features['standard:connect'], method).connect({ silent: true })).accounts)
    case M.disconnect:
      await features['standard:disconnect']?.disconnect()
      return null
    case M.signMessage: {
      const account = accountOf(wallet, text(p.pubkey, 'pubkey'))
      const [out] = await need(features['solana:signMessage'], method).signMessage({
        account,
        message: bs58.decode(text(p.message, 'message')),
      })
      return { signature: out ? bs58.encode(out.signature) : '' }
    }
    case M.signTransaction: {
      const [out] = await need(features['solana:signTransaction'], method).signTransaction({
        account: accountOf(wallet),
        transaction: fromBase64(text(p.transaction, 'transaction')),
        ...chainOf(wallet, chain),
      })
      const signed = out?.signedTransaction ?? new Uint8Array()
      return { signature: bs58.encode(firstSignature(signed)), transaction: toBase64(signed) }
    }
    case M.signAndSendTransaction: {
      const [out] = await need(features['solana:signAndSendTransaction'], method).signAndSendTransaction({
        account: accountOf(wallet),
        transaction: fromBase64(text(p.transaction, 'transaction')),
        chain: chainOf(wallet, chain).chain,
        ...(p.sendOptions ? { options: p.sendOptions as object } : {}),
      })
      return { signature: out ? bs58.encode(out.signature) : '' }
    }
    default:
      throw invalidParams(method, `${wallet.name} does not support it`)
  }
}

function need<T>(feature: T | undefined, method: string): T {
  if (!feature) throw invalidParams(method, 'the wallet does not support it')
  return feature
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || !value) throw invalidParams(name, 'must be a non-empty string')
  return value
}

// The connected account: the one named, or the wallet's first Solana account.
function accountOf(wallet: Wallet, address?: string): WalletAccount {
  const accounts = solanaAccounts(wallet.accounts)
  const account = address ? accounts.find((a) => a.address === address) : accounts[0]
  if (!account) throw walletError('NotConnectedError', 'No wallet is connected', 'Namespace: solana', 4100)
  return account
}

// The wallet's own name for the chain the core asked for ('solana:devnet'), else its first Solana chain.
function chainOf(wallet: Wallet, caipNetworkId?: string): { chain: `${string}:${string}` } {
  const wanted = caipNetworkId ? toWalletStandardChain(caipNetworkId) : undefined
  const chain =
    wallet.chains.find((c) => c === wanted || c === caipNetworkId) ?? wallet.chains.find(isSolanaChain)
  return { chain: (chain ?? 'solana:mainnet') as `${string}:${string}` }
}

// A wire transaction starts with a compact-u16 signature count; the fee payer's signature is the first.
function firstSignature(wire: Uint8Array): Uint8Array {
  let offset = 0
  while (offset < 3 && (wire[offset] ?? 0) & 0x80) offset += 1
  return wire.slice(offset + 1, offset + 65)
}

function fromBase64(value: string): Uint8Array {
  try {
    return Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
  } catch {
    throw invalidParams('transaction', 'must be base64')
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

// Errors of the same names, codes and texts as src/errorClasses.ts (walletStandardWallets.test.ts pins each to its
// class), built here without that module: the loader uses two of its classes, so the bundler keeps the module in
// the loader's chunk, and every class this chunk took from it would be there too (+0.13 KB: over the 8 KB budget).
function walletError(name: string, shortMessage: string, details: string, code?: number): Error {
  return Object.assign(new Error(`${shortMessage}\n\nDetails: ${details}`), {
    name,
    shortMessage,
    details,
    code,
  })
}

function invalidParams(method: string, details: string): Error {
  return walletError(
    'InvalidRequestParamsError',
    'Invalid request parameters',
    `${method}: ${details}`,
    -32602,
  )
}
