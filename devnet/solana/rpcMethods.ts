import bs58 from 'bs58'
import type { z } from 'zod'
import { type AccountEncoding, encodeAccount } from './accountEncoding.ts'
import { feeForMessage } from './feeForMessage.ts'
import type { LedgerAccount, Simulation, SolanaLedger } from './ledger.ts'
import {
  invalidParams,
  minContextSlotNotReached,
  preflightFailure,
  SolanaRpcError,
  signatureVerificationFailure,
} from './rpcErrors.ts'
import { parseParams, RPC_PARAMS, type RpcMethodName } from './rpcParams.ts'
import { parseMint, parseTokenAccount, TOKEN_PROGRAMS, toUiTokenAmount } from './tokenAccounts.ts'
import { decodeMessage, decodeWireTransaction, hasValidSignatures } from './wireTransaction.ts'

/** What every method reads: the ledger and the cluster's identity. */
export type RpcContext = { ledger: SolanaLedger; genesisHash: string }

type Handler = (context: RpcContext, params: unknown) => unknown

// The version a `getVersion` reports: the Agave line LiteSVM's runtime comes from.
const NODE_VERSION = { 'feature-set': 3_294_202_862, 'solana-core': '2.3.13' }
const SLOTS_PER_EPOCH = 432_000

/** Defines a method whose params are checked by its schema before the handler sees them. */
function method<S extends z.ZodType>(
  schema: S,
  handler: (context: RpcContext, params: z.output<S>) => unknown,
): Handler {
  return (context, params) => handler(context, parseParams(schema, params))
}

/** `{ context: { slot }, value }`, the envelope of every method that reads state at a slot. */
const withContext = (context: RpcContext, value: unknown) => ({
  context: { slot: context.ledger.slot() },
  value,
})

function checkMinContextSlot(
  context: RpcContext,
  config: { minContextSlot?: number | undefined } | undefined,
) {
  const slot = context.ledger.slot()
  if (config?.minContextSlot !== undefined && config.minContextSlot > slot)
    throw minContextSlotNotReached(slot)
}

const mintDecimals = (ledger: SolanaLedger) => (mint: string) => {
  const account = ledger.getAccount(mint)
  return account ? (parseMint(account.owner, account.data)?.decimals ?? null) : null
}

function encodeOrNull(
  context: RpcContext,
  account: LedgerAccount | null,
  config: {
    encoding?: AccountEncoding | undefined
    dataSlice?: { offset: number; length: number } | undefined
  } = {},
) {
  if (!account) return null
  return encodeAccount(account, {
    encoding: config.encoding ?? 'binary',
    dataSlice: config.dataSlice,
    getMintDecimals: mintDecimals(context.ledger),
  })
}

function decodeEncoded(value: string, encoding: 'base58' | 'base64'): Uint8Array {
  if (encoding === 'base58') {
    const bytes = bs58.decodeUnsafe(value)
    if (!bytes) throw invalidParams('invalid base58 encoding: InvalidCharacter')
    return bytes
  }
  if (value.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) {
    throw invalidParams('invalid base64 encoding: InvalidByte')
  }
  return new Uint8Array(Buffer.from(value, 'base64'))
}

/** The simulation result object (also the `data` of a failed preflight). */
function toSimulationValue(simulation: Simulation, accounts: unknown[] | null) {
  return {
    err: simulation.err,
    logs: simulation.logs,
    accounts,
    unitsConsumed: simulation.unitsConsumed,
    returnData: simulation.returnData && {
      programId: simulation.returnData.programId,
      data: [Buffer.from(simulation.returnData.data).toString('base64'), 'base64'],
    },
    innerInstructions: null,
  }
}

function requireTokenAccount(context: RpcContext, address: string) {
  const account = context.ledger.getAccount(address)
  if (!account) throw invalidParams('Invalid param: could not find account')
  const tokenAccount = parseTokenAccount(account.owner, account.data)
  if (!tokenAccount) throw invalidParams('Invalid param: not a Token account')
  const decimals = mintDecimals(context.ledger)(tokenAccount.mint)
  if (decimals === null) throw invalidParams('Invalid param: could not find mint')
  return { tokenAccount, decimals }
}

/** Every HTTP JSON-RPC method of the node. */
export const RPC_METHODS: Readonly<Record<RpcMethodName, Handler>> = {
  getAccountInfo: method(RPC_PARAMS.getAccountInfo, (context, [address, config]) => {
    checkMinContextSlot(context, config)
    return withContext(context, encodeOrNull(context, context.ledger.getAccount(address), config))
  }),

  getBalance: method(RPC_PARAMS.getBalance, (context, [address, config]) => {
    checkMinContextSlot(context, config)
    return withContext(context, context.ledger.getBalance(address))
  }),

  getBlockHeight: method(RPC_PARAMS.getBlockHeight, (context, [config]) => {
    checkMinContextSlot(context, config)
    return context.ledger.blockHeight()
  }),

  getEpochInfo: method(RPC_PARAMS.getEpochInfo, (context, [config]) => {
    checkMinContextSlot(context, config)
    const slot = context.ledger.slot()
    return {
      absoluteSlot: slot,
      blockHeight: context.ledger.blockHeight(),
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: context.ledger.transactionCount(),
    }
  }),

  getFeeForMessage: method(RPC_PARAMS.getFeeForMessage, (context, [encoded, config]) => {
    checkMinContextSlot(context, config)
    const bytes = decodeEncoded(encoded, 'base64')
    const message = decodeMessage(bytes)
    // A message whose blockhash expired could never pay its fee: Solana answers null.
    const fee = context.ledger.isBlockhashValid(message.lifetimeToken) ? feeForMessage(message) : null
    return withContext(context, fee)
  }),

  getGenesisHash: method(RPC_PARAMS.getGenesisHash, (context) => context.genesisHash),

  getHealth: method(RPC_PARAMS.getHealth, () => 'ok'),

  getLatestBlockhash: method(RPC_PARAMS.getLatestBlockhash, (context, [config]) => {
    checkMinContextSlot(context, config)
    return withContext(context, context.ledger.latestBlockhash())
  }),

  getMinimumBalanceForRentExemption: method(RPC_PARAMS.getMinimumBalanceForRentExemption, (context, [size]) =>
    context.ledger.minimumBalanceForRentExemption(size),
  ),

  getMultipleAccounts: method(RPC_PARAMS.getMultipleAccounts, (context, [addresses, config]) => {
    checkMinContextSlot(context, config)
    const encoding = config?.encoding ?? 'base64'
    const accounts = addresses.map((address) =>
      encodeOrNull(context, context.ledger.getAccount(address), { ...config, encoding }),
    )
    return withContext(context, accounts)
  }),

  getSignatureStatuses: method(RPC_PARAMS.getSignatureStatuses, (context, [signatures]) =>
    withContext(
      context,
      signatures.map((signature) => {
        const status = context.ledger.getSignatureStatus(signature)
        if (!status) return null
        // Blocks are final the moment they are produced here: nothing can roll them back.
        return {
          slot: status.slot,
          confirmations: null,
          err: status.err,
          status: status.err === null ? { Ok: null } : { Err: status.err },
          confirmationStatus: 'finalized',
        }
      }),
    ),
  ),

  getSlot: method(RPC_PARAMS.getSlot, (context, [config]) => {
    checkMinContextSlot(context, config)
    return context.ledger.slot()
  }),

  getTokenAccountBalance: method(RPC_PARAMS.getTokenAccountBalance, (context, [address]) => {
    const { tokenAccount, decimals } = requireTokenAccount(context, address)
    return withContext(context, toUiTokenAmount(tokenAccount.amount, decimals))
  }),

  getTokenAccountsByOwner: method(RPC_PARAMS.getTokenAccountsByOwner, (context, [owner, filter, config]) => {
    checkMinContextSlot(context, config)
    let programId: string
    let mint: string | undefined
    if ('mint' in filter) {
      const mintAccount = context.ledger.getAccount(filter.mint)
      if (!mintAccount || !parseMint(mintAccount.owner, mintAccount.data)) {
        throw invalidParams('Invalid param: could not find mint')
      }
      programId = mintAccount.owner
      mint = filter.mint
    } else {
      if (!(filter.programId in TOKEN_PROGRAMS))
        throw invalidParams('Invalid param: unrecognized Token program id')
      programId = filter.programId
    }
    const accounts = context.ledger.getProgramAccounts(programId).filter(({ account }) => {
      const tokenAccount = parseTokenAccount(account.owner, account.data)
      return tokenAccount?.owner === owner && (mint === undefined || tokenAccount.mint === mint)
    })
    return withContext(
      context,
      accounts.map(({ address, account }) => ({
        pubkey: address,
        account: encodeOrNull(context, account, config),
      })),
    )
  }),

  getTokenSupply: method(RPC_PARAMS.getTokenSupply, (context, [address]) => {
    const account = context.ledger.getAccount(address)
    const mint = account && parseMint(account.owner, account.data)
    if (!mint) throw invalidParams('Invalid param: not a Token mint')
    return withContext(context, toUiTokenAmount(mint.supply, mint.decimals))
  }),

  getTransactionCount: method(RPC_PARAMS.getTransactionCount, (context, [config]) => {
    checkMinContextSlot(context, config)
    return context.ledger.transactionCount()
  }),

  getVersion: method(RPC_PARAMS.getVersion, () => NODE_VERSION),

  isBlockhashValid: method(RPC_PARAMS.isBlockhashValid, (context, [blockhash, config]) => {
    checkMinContextSlot(context, config)
    return withContext(context, context.ledger.isBlockhashValid(blockhash))
  }),

  requestAirdrop: method(RPC_PARAMS.requestAirdrop, (context, [address, lamports]) => {
    try {
      return context.ledger.airdrop(address, BigInt(lamports))
    } catch (error) {
      throw new SolanaRpcError(-32603, (error as Error).message)
    }
  }),

  sendTransaction: method(RPC_PARAMS.sendTransaction, (context, [encoded, config]) => {
    const wire = decodeWireTransaction(decodeEncoded(encoded, config?.encoding ?? 'base58'))
    checkMinContextSlot(context, config)
    if (!config?.skipPreflight) {
      if (!hasValidSignatures(wire)) throw signatureVerificationFailure()
      const simulation = context.ledger.simulate(wire)
      if (simulation.err !== null)
        throw preflightFailure(simulation.message, toSimulationValue(simulation, null))
    }
    context.ledger.submit(wire)
    return wire.signature
  }),

  simulateTransaction: method(RPC_PARAMS.simulateTransaction, (context, [encoded, config = {}]) => {
    const wire = decodeWireTransaction(decodeEncoded(encoded, config.encoding ?? 'base58'))
    checkMinContextSlot(context, config)
    if (config.sigVerify && config.replaceRecentBlockhash) {
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    }
    if (config.sigVerify && !hasValidSignatures(wire)) throw signatureVerificationFailure()
    const simulation = context.ledger.simulate(wire, {
      replaceRecentBlockhash: config.replaceRecentBlockhash,
    })
    const requested = config.accounts
    const accounts =
      requested && simulation.err === null
        ? requested.addresses.map((address) =>
            encodeOrNull(
              context,
              simulation.postAccounts.get(address) ?? context.ledger.getAccount(address),
              {
                encoding: requested.encoding ?? 'base64',
              },
            ),
          )
        : null
    return withContext(context, {
      ...toSimulationValue(simulation, accounts),
      ...(config.replaceRecentBlockhash ? { replacementBlockhash: context.ledger.latestBlockhash() } : {}),
    })
  }),
}

/** Whether the node serves `name` over HTTP. */
export function isRpcMethod(name: string): name is RpcMethodName {
  return Object.hasOwn(RPC_METHODS, name)
}
