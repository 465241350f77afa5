const sheets = new Map<string, CSSStyleSheet>()

/**
 * Applies `css` to a shadow root as a constructable stylesheet, which a strict Content-Security-Policy
 * allows where it blocks <style> elements (style-src without 'unsafe-inline'); browsers without
 * adoptedStyleSheets get a <style> element. Returns the function that removes the styles again.
 */
export function adoptStyles(root: ShadowRoot, css: string): () => void {
  if (!('adoptedStyleSheets' in root) || typeof CSSStyleSheet.prototype.replaceSync !== 'function') {
    const style = root.ownerDocument.createElement('style')
    style.textContent = css
    root.prepend(style)
    return () => style.remove()
  }
  // One sheet per text, shared by every element that uses it: the browser parses it once.
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  const adopted = sheet
  // A custom element connected again (moved in the page) adopts it once.
  if (!root.adoptedStyleSheets.includes(adopted))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted]
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== adopted)
  }
}
