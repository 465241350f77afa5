import {
  decodeAbiParameters,
  getAddress,
  type Hex,
  hexToBigInt,
  parseAbiParameters,
  size,
  slice,
  zeroAddress,
} from 'viem'

/** One call an account makes for an ERC-7579 / ERC-7821 `execute(mode, executionData)`. */
export type ModeCall = { to: string; value: bigint; data: Hex; delegate?: boolean }

// ERC-7579 Execution and ERC-7821 Call are the same tuple: (address, uint256, bytes).
const callsParams = parseAbiParameters('(address to, uint256 value, bytes data)[] calls')
const callsWithOpDataParams = parseAbiParameters(
  '(address to, uint256 value, bytes data)[] calls, bytes opData',
)
const batchesParams = parseAbiParameters('bytes[] batches')

// Mode selectors (bytes 6..9 of the mode): ERC-7579's default, and ERC-7821's opData and batch-of-batches ones.
const DEFAULT_SELECTOR = '00000000'
const OP_DATA_SELECTOR = '78210001'
const BATCHES_SELECTOR = '78210002'

/**
 * The calls of `execute(bytes32 mode, bytes executionData)` on `account` (ERC-7579 single, batch and delegatecall
 * call types; ERC-7821 batches with opData and batches of batches), or undefined for a mode not known here, which
 * the caller shows as undecodable. ERC-7821 replaces a call's zero `to` with the account itself.
 */
export function executionCalls(
  account: string,
  mode: Hex,
  executionData: Hex,
  nested = false,
): ModeCall[] | undefined {
  const word = mode.slice(2).toLowerCase()
  const callType = word.slice(0, 2)
  const execType = word.slice(2, 4)
  const unused = word.slice(4, 12)
  const selector = word.slice(12, 20)
  // execType 00 reverts on failure, 01 tries; anything else (and the reserved bytes in use) is not known here.
  if ((execType !== '00' && execType !== '01') || unused !== '00000000') return undefined
  switch (callType) {
    case '00':
      // Single call: abi.encodePacked(target, value, callData).
      if (selector !== DEFAULT_SELECTOR || size(executionData) < 52) return undefined
      return [
        {
          to: getAddress(slice(executionData, 0, 20)),
          value: hexToBigInt(slice(executionData, 20, 52)),
          data: rest(executionData, 52),
        },
      ]
    case 'ff':
      // Delegatecall: abi.encodePacked(target, callData); the target's code runs as the account's own.
      if (selector !== DEFAULT_SELECTOR || size(executionData) < 20) return undefined
      return [
        {
          to: getAddress(slice(executionData, 0, 20)),
          value: 0n,
          data: rest(executionData, 20),
          delegate: true,
        },
      ]
    case '01':
      return batchCalls(account, selector, executionData, nested)
    default:
      return undefined
  }
}

function batchCalls(account: string, selector: string, data: Hex, nested: boolean): ModeCall[] | undefined {
  if (selector === BATCHES_SELECTOR) {
    // Each batch runs as execute with the opData mode; batches inside batches are not known here.
    if (nested) return undefined
    const [batches] = decodeAbiParameters(batchesParams, data)
    const calls: ModeCall[] = []
    for (const batch of batches) {
      const inner = batchCalls(account, OP_DATA_SELECTOR, batch, true)
      if (!inner) return undefined
      calls.push(...inner)
    }
    return calls
  }
  let calls: readonly { to: string; value: bigint; data: Hex }[]
  if (selector === DEFAULT_SELECTOR) [calls] = decodeAbiParameters(callsParams, data)
  else if (selector === OP_DATA_SELECTOR)
    // With empty opData the data is abi.encode(calls) (first word 0x20), else abi.encode(calls, opData).
    [calls] =
      size(data) >= 32 && hexToBigInt(slice(data, 0, 32)) === 0x20n
        ? decodeAbiParameters(callsParams, data)
        : decodeAbiParameters(callsWithOpDataParams, data)
  else return undefined
  return calls.map((c) => ({ to: c.to === zeroAddress ? account : c.to, value: c.value, data: c.data }))
}

function rest(data: Hex, from: number): Hex {
  return size(data) === from ? '0x' : slice(data, from)
}
