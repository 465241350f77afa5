import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  parseAbi,
} from 'viem'

// Constants only (no keys, no deployment): the secure site's frame bundles this file.

/** The account that deploys the batch executor. */
export const BATCH_ACCOUNT_DEPLOYER: Address = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

/** Where BatchAccount.sol lives on every devnet chain (the deployer's first contract). */
export const BATCH_ACCOUNT_ADDRESS: Address = getContractAddress({ from: BATCH_ACCOUNT_DEPLOYER, nonce: 0n })

/** ERC-7821's entry point: `mode` says "a batch, reverting all on any failure"; the data is the calls. */
export const batchAccountAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionData) payable',
  'function supportsExecutionMode(bytes32 mode) view returns (bool)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

/** ERC-7579 mode: call type batch (0x01), exec type default (0x00: revert on failure), no selector, no payload. */
export const BATCH_MODE: Hex = `0x01${'00'.repeat(31)}`

/** The executor's calls as ERC-7579 encodes them: `abi.encode(Execution[])`. */
export const executionAbiParameters = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const

/** One call of a batch. */
export type BatchCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/** The data of the transaction an account delegated to BatchAccount sends to itself to run `calls` atomically. */
export function encodeBatchExecute(calls: readonly BatchCall[]): Hex {
  const executionData = encodeAbiParameters(executionAbiParameters, [
    calls.map((call) => ({ target: call.to, value: call.value ?? 0n, callData: call.data ?? '0x' })),
  ])
  return encodeFunctionData({
    abi: batchAccountAbi,
    functionName: 'execute',
    args: [BATCH_MODE, executionData],
  })
}

/** The code of an account delegated to BatchAccount (EIP-7702's delegation designator). */
export const BATCH_ACCOUNT_DELEGATION: Hex = `0xef0100${BATCH_ACCOUNT_ADDRESS.slice(2).toLowerCase()}`
