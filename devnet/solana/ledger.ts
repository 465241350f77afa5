import { address, lamports } from '@solana/kit'
import bs58 from 'bs58'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { BLOCKHASH_VALID_BLOCKS, LAMPORTS_PER_SOL } from './cluster.ts'
import { toRpcTransactionError } from './transactionError.ts'
import { hasValidSignatures, type WireTransaction } from './wireTransaction.ts'

/** Where a transaction landed and how it ended (`err` is null on success, else Solana's error JSON). */
export type SignatureStatus = { slot: number; err: unknown }

/** An account as the ledger holds it. */
export type LedgerAccount = { lamports: bigint; owner: string; data: Uint8Array; executable: boolean }

/** What running a transaction without committing it shows. */
export type Simulation = {
  /** null when it would succeed. */
  err: unknown
  /** The error as text (empty on success), for `Transaction simulation failed: …`. */
  message: string
  logs: string[]
  unitsConsumed: bigint
  returnData: { programId: string; data: Uint8Array } | null
  /** Accounts as they would be afterwards (empty when the simulation failed). */
  postAccounts: ReadonlyMap<string, LedgerAccount>
}

export type SignatureListener = (signature: string, status: SignatureStatus | 'received') => void

/**
 * A Solana cluster in one process: LiteSVM executes transactions; around it the ledger keeps what an RPC
 * node reports, which LiteSVM has no notion of: slots and block heights, a window of recent blockhashes
 * (LiteSVM alone accepts only its latest one), signature statuses, and listeners for landed signatures.
 * Each landed transaction gets its own block; `advanceSlots` produces empty ones.
 */
export type SolanaLedger = {
  slot(): number
  /** Every slot has a block here, so the block height equals the slot. */
  blockHeight(): number
  transactionCount(): number
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  isBlockhashValid(blockhash: string): boolean
  /** Produces `count` empty blocks (the node's clock ticks with it; tests age blockhashes with it). */
  advanceSlots(count: number): void
  /** Runs the transaction without committing anything. */
  simulate(wire: WireTransaction, options?: { replaceRecentBlockhash?: boolean | undefined }): Simulation
  /**
   * Hands the transaction to the "validator": it lands (success or a failure that pays fees) in a new block,
   * or is dropped like a real cluster drops it (bad signature, expired blockhash, duplicate).
   */
  submit(wire: WireTransaction): void
  /** Credits lamports from the faucet in a landed transaction; returns its signature. */
  airdrop(to: string, amount: bigint): string
  getSignatureStatus(signature: string): SignatureStatus | null
  getAccount(address: string): LedgerAccount | null
  getBalance(address: string): bigint
  getProgramAccounts(programId: string): { address: string; account: LedgerAccount }[]
  minimumBalanceForRentExemption(dataLength: number): bigint
  /** Called when a submitted transaction is received and when a signature lands; returns an unsubscribe. */
  onSignature(listener: SignatureListener): () => void
}

export type CreateSolanaLedgerParameters = {
  /** Lamports the faucet (LiteSVM's airdrop account) starts with. Default: a billion SOL. */
  faucetLamports?: bigint | undefined
  /** Wall clock for the Clock sysvar's unix timestamp. */
  now?: (() => number) | undefined
}

/** Creates an empty cluster at slot 0 with the standard programs (System, SPL Token, Token-2022, ATA, Memo). */
export function createSolanaLedger({
  faucetLamports = 1_000_000_000n * LAMPORTS_PER_SOL,
  now = Date.now,
}: CreateSolanaLedgerParameters = {}): SolanaLedger {
  // The ledger checks blockhash age itself, against a window of recent blockhashes.
  const svm = new LiteSVM().withBlockhashCheck(false).withLamports(faucetLamports)
  let slot = 0
  let transactionCount = 0
  // Blockhash → the block height it was produced at; Map order is production order, which pruning relies on.
  const blockhashes = new Map<string, number>([[svm.latestBlockhash(), 0]])
  const statuses = new Map<string, SignatureStatus>()
  const listeners = new Set<SignatureListener>()

  const isBlockhashValid = (blockhash: string) => {
    const height = blockhashes.get(blockhash)
    return height !== undefined && slot <= height + BLOCKHASH_VALID_BLOCKS
  }

  function produceBlock(): void {
    slot += 1
    svm.expireBlockhash()
    blockhashes.set(svm.latestBlockhash(), slot)
    for (const [blockhash, height] of blockhashes) {
      if (slot <= height + BLOCKHASH_VALID_BLOCKS) break
      blockhashes.delete(blockhash)
    }
    const clock = svm.getClock()
    clock.slot = BigInt(slot)
    clock.unixTimestamp = BigInt(Math.floor(now() / 1000))
    svm.setClock(clock)
  }

  function land(signature: string, err: unknown): void {
    const status = { slot, err }
    statuses.set(signature, status)
    transactionCount += 1
    produceBlock()
    for (const listener of [...listeners]) listener(signature, status)
  }

  const toAccount = (account: ReturnType<LiteSVM['getAccount']>): LedgerAccount | null =>
    account.exists
      ? {
          lamports: account.lamports,
          owner: account.programAddress,
          data: new Uint8Array(account.data),
          executable: account.executable,
        }
      : null

  const failure = (name: string, message: string): Simulation => ({
    err: name,
    message,
    logs: [],
    unitsConsumed: 0n,
    returnData: null,
    postAccounts: new Map(),
  })

  return {
    slot: () => slot,
    blockHeight: () => slot,
    transactionCount: () => transactionCount,
    latestBlockhash: () => ({
      blockhash: svm.latestBlockhash(),
      lastValidBlockHeight: slot + BLOCKHASH_VALID_BLOCKS,
    }),
    isBlockhashValid,
    advanceSlots(count) {
      for (let index = 0; index < count; index++) produceBlock()
    },

    simulate(wire, { replaceRecentBlockhash = false } = {}) {
      if (!replaceRecentBlockhash && !isBlockhashValid(wire.blockhash)) {
        return failure('BlockhashNotFound', 'Blockhash not found')
      }
      if (statuses.has(wire.signature)) {
        return failure('AlreadyProcessed', 'This transaction has already been processed')
      }
      // Simulation never checks signatures in LiteSVM (callers check them when asked), so unsigned drafts run too.
      svm.withSigverify(false)
      let result: ReturnType<LiteSVM['simulateTransaction']>
      try {
        result = svm.simulateTransaction(wire.transaction)
      } finally {
        svm.withSigverify(true)
      }
      const meta = result.meta()
      const returned = meta.returnData()
      const returnData =
        returned.data().length > 0
          ? { programId: bs58.encode(returned.programId()), data: returned.data() }
          : null
      if (result instanceof FailedTransactionMetadata) {
        const { err, message } = toRpcTransactionError(result.err())
        return {
          err,
          message,
          logs: meta.logs(),
          unitsConsumed: meta.computeUnitsConsumed(),
          returnData,
          postAccounts: new Map(),
        }
      }
      const postAccounts = new Map<string, LedgerAccount>()
      for (const account of result.postAccounts()) {
        postAccounts.set(account.address, {
          lamports: account.lamports,
          owner: account.programAddress,
          data: new Uint8Array(account.data),
          executable: account.executable,
        })
      }
      return {
        err: null,
        message: '',
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        returnData,
        postAccounts,
      }
    },

    submit(wire) {
      for (const listener of [...listeners]) listener(wire.signature, 'received')
      // What a validator drops without a trace: the client sees no status until its blockhash expires.
      if (statuses.has(wire.signature) || !isBlockhashValid(wire.blockhash) || !hasValidSignatures(wire))
        return
      let result: TransactionMetadata | FailedTransactionMetadata
      try {
        result = svm.sendTransaction(wire.transaction)
      } catch {
        return
      }
      // Failures before execution (e.g. an account that cannot pay the fee) leave no record: dropped too.
      if (svm.getTransaction(wire.signature as Parameters<LiteSVM['getTransaction']>[0]) === null) return
      land(
        wire.signature,
        result instanceof FailedTransactionMetadata ? toRpcTransactionError(result.err()).err : null,
      )
    },

    airdrop(to, amount) {
      const result = svm.airdrop(address(to), lamports(amount))
      if (!result || result instanceof FailedTransactionMetadata) {
        const reason = result ? toRpcTransactionError(result.err()).message : 'no result'
        throw new Error(`The faucet could not send ${amount} lamports to ${to}: ${reason}`)
      }
      const signature = bs58.encode(result.signature())
      land(signature, null)
      return signature
    },

    getSignatureStatus: (signature) => statuses.get(signature) ?? null,
    getAccount: (account) => toAccount(svm.getAccount(address(account))),
    getBalance: (account) => svm.getBalance(address(account)) ?? 0n,
    getProgramAccounts: (programId) =>
      svm.getProgramAccounts(address(programId)).map((account) => ({
        address: account.address,
        account: {
          lamports: account.lamports,
          owner: account.programAddress,
          data: new Uint8Array(account.data),
          executable: account.executable,
        },
      })),
    minimumBalanceForRentExemption: (dataLength) => svm.minimumBalanceForRentExemption(BigInt(dataLength)),
    onSignature(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
