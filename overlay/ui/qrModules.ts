import { encode } from 'uqr'

/** A QR code's modules with a square left clear in the middle for a logo. */
export type QrModules = {
  /** Modules per side, the quiet zone included. */
  size: number
  /** Row by row: whether a module is dark; the logo's square is all light. */
  dark: boolean[][]
  /** The logo's square in module units: top-left corner and side. */
  logo: { at: number; side: number }
}

// The logo covers about 5 % of the code's area: well within what error correction level H restores (30 %), so
// the link still reads with the logo on it, and with a worn or glaring screen besides.
const LOGO_SHARE = 0.22

/** The modules of a QR code of `value` (level H, a 2-module quiet zone) with the middle cleared for a logo. */
export function qrModules(value: string): QrModules {
  const qr = encode(value, { ecc: 'H', border: 2 })
  const inner = qr.size - 4
  // Odd, so the square sits on the centre module; at least 5 modules.
  let side = Math.max(5, Math.round(inner * LOGO_SHARE))
  if (side % 2 === 0) side += 1
  const at = Math.floor((qr.size - side) / 2)
  const dark = qr.data.map((row, y) =>
    row.map((on, x) => on && !(x >= at && x < at + side && y >= at && y < at + side)),
  )
  return { size: qr.size, dark, logo: { at, side } }
}
