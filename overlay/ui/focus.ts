const TABBABLE = 'button, [href], input, select, textarea, [tabindex]'

/** The focused element, looking through open shadow roots (the modal lives in one). */
export function deepActiveElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}

/** Elements inside `container` that Tab reaches, in document order. */
export function getTabbable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[hidden], [inert]') &&
      el.getAttribute('aria-hidden') !== 'true',
  )
}

/** Keeps Tab and Shift+Tab cycling inside `container`; call on every keydown while it is open. */
export function trapTab(event: KeyboardEvent, container: HTMLElement, active: HTMLElement | null): void {
  if (event.key !== 'Tab') return
  const items = getTabbable(container)
  const first = items[0]
  const last = items.at(-1)
  const inside = active !== null && container.contains(active)
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return
  }
  if (event.shiftKey) {
    if (!inside || active === first || active === container) {
      event.preventDefault()
      last.focus()
    }
  } else if (!inside || active === last) {
    event.preventDefault()
    first.focus()
  }
}
