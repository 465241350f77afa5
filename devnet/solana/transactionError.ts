/**
 * LiteSVM reports transaction errors as numbers and small classes; the JSON-RPC wire format has them as
 * Solana's serde JSON (`"BlockhashNotFound"`, `{ "InstructionError": [0, { "Custom": 1 }] }`) plus a
 * Display text in simulation failures. These tables follow the order of LiteSVM's enums.
 */

const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

// The texts people meet most often, worded as Solana's validator words them; others fall back to the name.
const TRANSACTION_ERROR_TEXT: Partial<Record<string, string>> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
}
const INSTRUCTION_ERROR_TEXT: Partial<Record<string, string>> = {
  InsufficientFunds: 'insufficient funds for instruction',
  InvalidAccountData: 'invalid account data for instruction',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  IncorrectProgramId: 'incorrect program id for instruction',
}

/** A transaction error as the RPC reports it: `err` goes on the wire, `message` into error texts. */
export type RpcTransactionError = { err: unknown; message: string }

/** Converts the `err()` of LiteSVM's FailedTransactionMetadata. */
export function toRpcTransactionError(error: unknown): RpcTransactionError {
  if (typeof error === 'number') {
    const name = TRANSACTION_ERRORS[error] ?? `TransactionError${error}`
    return { err: name, message: TRANSACTION_ERROR_TEXT[name] ?? name }
  }
  if (typeof error === 'object' && error !== null) {
    const fields = error as { index?: number; accountIndex?: number; err?: () => unknown }
    if (typeof fields.err === 'function' && typeof fields.index === 'number') {
      const inner = toInstructionError(fields.err())
      return {
        err: { InstructionError: [fields.index, inner.err] },
        message: `Error processing Instruction ${fields.index}: ${inner.message}`,
      }
    }
    if (typeof fields.index === 'number') {
      return {
        err: { DuplicateInstruction: fields.index },
        message: `Transaction contains a duplicate instruction (${fields.index}) that is not allowed`,
      }
    }
    if (typeof fields.accountIndex === 'number') {
      const name = error.constructor.name.includes('Restricted')
        ? 'ProgramExecutionTemporarilyRestricted'
        : 'InsufficientFundsForRent'
      return {
        err: { [name]: { account_index: fields.accountIndex } },
        message:
          name === 'InsufficientFundsForRent'
            ? `Transaction results in an account (${fields.accountIndex}) with insufficient funds for rent`
            : `Execution of the program referenced by account at index ${fields.accountIndex} is temporarily restricted.`,
      }
    }
  }
  return { err: 'GenericError', message: String(error) }
}

function toInstructionError(error: unknown): RpcTransactionError {
  if (typeof error === 'number') {
    const name = INSTRUCTION_ERRORS[error] ?? `InstructionError${error}`
    return { err: name, message: INSTRUCTION_ERROR_TEXT[name] ?? name }
  }
  const fields = (error ?? {}) as { code?: number; msg?: string }
  if (typeof fields.code === 'number') {
    return { err: { Custom: fields.code }, message: `custom program error: 0x${fields.code.toString(16)}` }
  }
  return {
    err: { BorshIoError: fields.msg ?? '' },
    message: `Failed to serialize or deserialize account data: ${fields.msg ?? ''}`,
  }
}
