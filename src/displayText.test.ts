import { describe, expect, test } from 'vitest'
import { DISPLAY_TEXT_MAX } from './constants.ts'
import { displayText, isHiddenCodePoint } from './displayText.ts'

describe('displayText', () => {
  test('default: ordinary names, symbols and text are kept as they are', () => {
    expect(displayText('MetaMask', 'name')).toBe('MetaMask')
    expect(displayText('USDC.e', 'symbol')).toBe('USDC.e')
    expect(displayText('Ünïcødé 钱包 🦊', 'name')).toBe('Ünïcødé 钱包 🦊')
    expect(displayText('مرحبا', 'name')).toBe('مرحبا')
  })

  test('bad input wallet-replies: every bidi control is stripped, so text cannot be reordered', () => {
    const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']
    for (const c of [...bidi, '\u200e', '\u200f', '\u061c'])
      expect(displayText(`USD${c}C`, 'symbol'), c.codePointAt(0)?.toString(16)).toBe('USDC')
    expect(displayText('\u202eknaB ruoY\u202c', 'name')).toBe('knaB ruoY')
  })

  test('bad input wallet-replies: control and invisible characters are removed, line breaks become spaces', () => {
    expect(displayText('Meta\u0000Mask\u0007', 'name')).toBe('MetaMask')
    expect(displayText('Meta\u200bMask\ufeff', 'name')).toBe('MetaMask')
    expect(displayText('Meta\u0085Mask\u009b', 'name')).toBe('MetaMask')
    expect(displayText('Line one\nLine two\tend\r', 'text')).toBe('Line one Line two end')
    expect(displayText('a\u2028b\u2029c', 'text')).toBe('abc')
  })

  test('bad input wallet-replies: long text is cut to the kind’s length with an ellipsis, never inside an emoji', () => {
    const name = displayText('W'.repeat(500), 'name')
    expect(name).toHaveLength(DISPLAY_TEXT_MAX.name)
    expect(name.endsWith('…')).toBe(true)
    expect(displayText('S'.repeat(30), 'symbol')).toBe(`${'S'.repeat(DISPLAY_TEXT_MAX.symbol - 1)}…`)
    const emoji = displayText('🦊'.repeat(200), 'name')
    expect(Array.from(emoji)).toHaveLength(DISPLAY_TEXT_MAX.name)
    expect(emoji.isWellFormed()).toBe(true)
  })

  test('bad input wallet-replies: non-strings show as empty text', () => {
    for (const raw of [undefined, null, 42, {}, ['a']]) expect(displayText(raw)).toBe('')
  })

  test('default: the hidden set covers C0, C1, bidi and zero-width characters, not letters', () => {
    for (const c of [0x00, 0x1f, 0x7f, 0x9f, 0x061c, 0x200b, 0x200f, 0x202e, 0x2069, 0xfeff])
      expect(isHiddenCodePoint(c)).toBe(true)
    for (const c of [0x20, 0x41, 0xe9, 0x0627, 0x4e00, 0x1f98a]) expect(isHiddenCodePoint(c)).toBe(false)
  })
})
