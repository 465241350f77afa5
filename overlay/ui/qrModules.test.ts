import jsQR from 'jsqr'
import { describe, expect, test } from 'vitest'
import { qrModules } from './qrModules.ts'

// A pairing link as WalletConnect 2 makes them (topic, relay protocol, symmetric key, expiry, methods).
const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?expiryTimestamp=1735689600&relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&methods=wc_sessionAuthenticate'

const PX = 4

// The code as a camera sees it: modules as pixels, the logo's square painted `logo` (RGB), everything opaque.
function rasterize(value: string, logo: [number, number, number], grow = 0) {
  const { size, dark, logo: found } = qrModules(value)
  const square = { at: found.at - grow, side: found.side + 2 * grow }
  const width = size * PX
  const pixels = new Uint8ClampedArray(width * width * 4)
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const mx = Math.floor(x / PX)
      const my = Math.floor(y / PX)
      // The logo inside its square, a module in from each side (the white ring QrCode leaves around it).
      const inLogo =
        mx > square.at &&
        mx < square.at + square.side - 1 &&
        my > square.at &&
        my < square.at + square.side - 1
      const rgb: [number, number, number] = inLogo ? logo : dark[my]?.[mx] ? [0, 0, 0] : [255, 255, 255]
      pixels.set([...rgb, 255], (y * width + x) * 4)
    }
  }
  return { pixels, width }
}

describe('QR code with a logo in the middle', () => {
  test('behavior: a WalletConnect link still decodes with the logo over the middle, whatever its colour', () => {
    for (const logo of [
      [51, 150, 255],
      [0, 0, 0],
      [255, 255, 255],
    ] as [number, number, number][]) {
      const { pixels, width } = rasterize(URI, logo)
      expect(jsQR(pixels, width, width)?.data, `logo ${logo}`).toBe(URI)
    }
  })

  test('default: the logo square is centred, odd-sided, about a fifth of the code, and left light', () => {
    const { size, dark, logo } = qrModules(URI)
    expect(logo.side % 2).toBe(1)
    expect(logo.at * 2 + logo.side).toBe(size)
    expect(logo.side / (size - 4)).toBeGreaterThan(0.18)
    expect(logo.side / (size - 4)).toBeLessThan(0.26)
    for (let y = logo.at; y < logo.at + logo.side; y++)
      for (let x = logo.at; x < logo.at + logo.side; x++) expect(dark[y]?.[x]).toBe(false)
  })

  test('behavior: a logo much larger than the one drawn would not decode (the check can fail)', () => {
    const { logo } = qrModules(URI)
    const { pixels, width } = rasterize(URI, [0, 0, 0], Math.ceil(logo.side / 2))
    expect(jsQR(pixels, width, width)?.data).not.toBe(URI)
  })
})
