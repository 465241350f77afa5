// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { badgeColor, badgeLetters, TokenIcon } from './TokenIcon.tsx'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

// The contrast of white on `hsl(h s% l%)`, by WCAG 2's relative luminance.
function contrastWithWhite(hsl: string): number {
  const [h = 0, s = 0, l = 0] = (hsl.match(/[\d.]+/g) ?? []).map(Number)
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100)
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4)
  return 1.05 / (luminance + 0.05)
}

describe('TokenIcon', () => {
  it('default: the token’s own picture, decorative', () => {
    const { container } = render(<TokenIcon symbol="USDC" iconUrl={ICON} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(ICON)
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(screen.queryByTestId('token-badge')).toBeNull()
  })

  it('behavior: no icon, an unsafe one, or one that fails to load gives the generated badge', () => {
    for (const iconUrl of [undefined, '', 'javascript:alert(1)']) {
      const { unmount } = render(<TokenIcon symbol="WDT" iconUrl={iconUrl} seed="eip155:1:0xabc" />)
      expect(screen.getByTestId('token-badge').textContent).toBe('WDT')
      unmount()
    }
    const { container } = render(<TokenIcon symbol="USDC" iconUrl="https://icons.invalid/usdc.png" />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(screen.getByTestId('token-badge').textContent).toBe('U')
    expect(container.querySelector('img')).toBeNull()
  })

  it('behavior: the same token gets the same colour everywhere, two tokens different ones', () => {
    const { container, rerender } = render(<TokenIcon symbol="AAA" seed="eip155:1:0x01" />)
    const first = (container.firstChild as HTMLElement).style.backgroundColor
    rerender(<TokenIcon symbol="BBB" seed="eip155:1:0x01" />)
    expect((container.firstChild as HTMLElement).style.backgroundColor).toBe(first)
    expect(badgeColor('eip155:1:0x01')).toBe(badgeColor('EIP155:1:0X01'))
    expect(badgeColor('eip155:1:0x01')).not.toBe(badgeColor('eip155:1:0x02'))
  })

  it('behavior: white letters keep a 4.5:1 contrast on every colour a badge can get', () => {
    for (let i = 0; i < 2000; i++)
      expect(contrastWithWhite(badgeColor(`seed-${i}`))).toBeGreaterThanOrEqual(4.5)
  })

  it.each([
    ['ETH', 'ETH'],
    ['usdc', 'U'],
    ['W-T', 'WT'],
    ['€', '?'],
    ['日本円', '日本円'],
    ['🦄UNI', 'UNI'],
  ])('behavior: %s is badged %s', (symbol, letters) => {
    expect(badgeLetters(symbol)).toBe(letters)
  })
})
