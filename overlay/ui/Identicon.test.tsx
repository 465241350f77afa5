// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { blo } from 'blo'
import { describe, expect, it } from 'vitest'
import { Identicon } from './Identicon.tsx'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

const srcOf = (address: string) =>
  render(<Identicon address={address} className="x" />)
    .container.querySelector('img')
    ?.getAttribute('src')

describe('Identicon', () => {
  it('default: an EVM address gets the blockie other wallets draw for it, whatever its casing', () => {
    expect(srcOf(EVM)).toBe(blo(EVM))
    expect(srcOf(EVM.toLowerCase())).toBe(srcOf(EVM))
    expect(srcOf(EVM)).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('behavior: a Solana address gets a picture of its own; another address gets another', () => {
    const solana = srcOf(SOLANA)
    expect(solana).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(solana).not.toBe(srcOf(EVM))
    expect(srcOf('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).not.toBe(srcOf(EVM))
  })
})
