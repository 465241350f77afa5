import { blo } from 'blo'
import { useMemo } from 'react'

/**
 * The picture of an address that has no avatar: its blockie (blo, the 8×8 pattern EVM wallets and explorers
 * draw for an address), so a person recognises the account at a glance. A Solana address is drawn from its
 * base58 text. Decorative: the address or name is always written beside it.
 */
export function Identicon({ address, className }: { address: string; className: string }) {
  // blo takes an EVM-style string; any text seeds it, and an EVM address keeps the picture other wallets show.
  const src = useMemo(
    () => blo(address.startsWith('0x') ? `0x${address.slice(2)}` : `0x${address}`),
    [address],
  )
  return <img className={className} src={src} alt="" data-testid="identicon" />
}
