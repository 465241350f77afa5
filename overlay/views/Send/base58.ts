const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Decodes base58 (Bitcoin's alphabet, as Solana uses), or undefined when it is not base58. Written out
 * rather than imported: sharing bs58 with the Wallet Standard bridge would make the loader list one more
 * chunk to preload, and the loader is at its budget.
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  const bytes: number[] = []
  for (const char of text) {
    let carry = ALPHABET.indexOf(char)
    if (carry < 0) return undefined
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  // Each leading '1' is a leading zero byte.
  for (const char of text) {
    if (char !== '1') break
    bytes.push(0)
  }
  return Uint8Array.from(bytes.reverse())
}
