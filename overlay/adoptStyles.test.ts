// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { adoptStyles } from './adoptStyles.ts'

const cssOf = (root: ShadowRoot) =>
  root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n')

describe('adoptStyles', () => {
  it('default: adopts the text as a constructable sheet, no <style> element, and removes it again', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' })
    const remove = adoptStyles(root, 'button { color: red; }')
    expect(root.querySelector('style')).toBeNull()
    expect(cssOf(root)).toContain('color: red')
    remove()
    expect(root.adoptedStyleSheets).toHaveLength(0)
  })

  it('behavior: one sheet for the same text across roots, adopted once per root', () => {
    const a = document.createElement('div').attachShadow({ mode: 'open' })
    const b = document.createElement('div').attachShadow({ mode: 'open' })
    adoptStyles(a, 'p { margin: 0; }')
    adoptStyles(a, 'p { margin: 0; }')
    adoptStyles(b, 'p { margin: 0; }')
    expect(a.adoptedStyleSheets).toHaveLength(1)
    expect(b.adoptedStyleSheets[0]).toBe(a.adoptedStyleSheets[0])
  })

  it('behavior: without adoptedStyleSheets (older browsers) a <style> element carries the text', () => {
    const descriptor = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets')
    const root = document.createElement('div').attachShadow({ mode: 'open' })
    Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets')
    try {
      const remove = adoptStyles(root, 'b { font-weight: 700; }')
      expect(root.querySelector('style')?.textContent).toBe('b { font-weight: 700; }')
      remove()
      expect(root.querySelector('style')).toBeNull()
    } finally {
      if (descriptor) Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', descriptor)
    }
  })
})
