import { formatEther, hexToString, isHex } from 'viem'

/** What a prompt shows: who asks, for what, and the details a person needs to decide. */
export type ConsentRequest = {
  origin: string
  method: string
  title: string
  details: { label: string; value: string }[]
}

/** Asks the person; resolves true for Approve, false for Reject. */
export type Prompt = (request: ConsentRequest) => Promise<boolean>

/** The text of a personal_sign message: decoded when it is readable UTF-8, else the hex itself. */
export function describeMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // Control characters mean binary data (e.g. a hash): show the bytes rather than mojibake.
    return /^[^\p{Cc}\uFFFD]*$/u.test(text.replace(/[\n\r\t]/g, '')) ? text : message
  } catch {
    return message
  }
}

/** A wei amount as a person reads it. */
export function describeValue(wei: string | undefined, symbol: string): string {
  return `${formatEther(BigInt(wei ?? '0x0'))} ${symbol}`
}
