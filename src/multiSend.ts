import {
  decodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  hexToNumber,
  parseAbi,
  size,
  slice,
} from 'viem'

/** Safe's MultiSend / MultiSendCallOnly library: a Safe delegatecalls it to run a packed list of transactions. */
const multiSendAbi = parseAbi(['function multiSend(bytes transactions)'])

/** One transaction of a MultiSend batch; `delegate` when its operation is not a plain call. */
export type MultiSendCall = { to: string; value: bigint; data: Hex; delegate: boolean }

// Each transaction is abi.encodePacked(uint8 operation, address to, uint256 value, uint256 dataLength, bytes data).
const HEADER = 1 + 20 + 32 + 32

/**
 * The transactions of a `multiSend(bytes)` call, each made by the Safe that delegatecalls the library; undefined
 * when `data` is no multiSend call or its packed list does not parse to the end (fail closed).
 */
export function multiSendCalls(data: Hex, max: number): MultiSendCall[] | undefined {
  let packed: Hex
  try {
    packed = decodeFunctionData({ abi: multiSendAbi, data }).args[0]
  } catch {
    return undefined
  }
  const calls: MultiSendCall[] = []
  const total = size(packed)
  let at = 0
  while (at < total) {
    if (total - at < HEADER || calls.length >= max) return undefined
    const operation = hexToNumber(slice(packed, at, at + 1))
    const to = getAddress(slice(packed, at + 1, at + 21))
    const value = hexToBigInt(slice(packed, at + 21, at + 53))
    const length = hexToBigInt(slice(packed, at + 53, at + 85))
    const start = at + HEADER
    if (length > BigInt(total - start)) return undefined
    const end = start + Number(length)
    calls.push({
      to,
      value,
      data: end === start ? '0x' : slice(packed, start, end),
      delegate: operation !== 0,
    })
    at = end
  }
  return calls
}
