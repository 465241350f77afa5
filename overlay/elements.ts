import { adoptStyles } from './adoptStyles.ts'
import type { MountUi, UiContext } from './uiContext.ts'

/**
 * What a button shows and opens, from its tag: `walletdock-button` (''), `walletdock-account-button`
 * ('account'), `walletdock-network-button` ('network').
 */
export type ButtonKind = '' | 'account' | 'network'

/** What the custom elements need from the Walletdock instance of the page. */
export type ElementHost = {
  uiContext(): UiContext
  open(kind: ButtonKind): void
  onChange(listener: () => void): () => void
  /** The button's text; empty hides it (an account button without an account). */
  buttonLabel(kind: ButtonKind): string
}

/** `<walletdock-modal>`: renders the UI into its shadow root the first time it is needed. */
export type ModalElement = HTMLElement & { ensureUi(): Promise<void> }

let host: ElementHost | undefined
const modals = new Set<ModalElement>()

/** Loads the React UI chunk; the loader never includes it. */
export const loadUi = (): Promise<MountUi> => import('./ui/mount.tsx').then((m) => m.mountUi)

// The classes extend HTMLElement, which a server has not: they are made on first use in a browser, so importing
// the loader (server rendering, tests in Node) runs no DOM code.
function defineClasses(): void {
  class WalletdockModalElement extends HTMLElement {
    #unmount: (() => void) | undefined
    #mounting = false

    connectedCallback() {
      if (!this.shadowRoot) this.attachShadow({ mode: 'open' })
      modals.add(this)
    }

    disconnectedCallback() {
      modals.delete(this)
      this.#unmount?.()
      this.#unmount = undefined
    }

    /** Renders the UI the first time the modal is needed. */
    async ensureUi(): Promise<void> {
      if (this.#unmount || this.#mounting || !host || !this.shadowRoot) return
      this.#mounting = true
      try {
        const mountUi = await loadUi()
        // Taken off the page while the chunk loaded: disconnectedCallback has run, so a UI mounted now would never
        // be unmounted and would go on rendering. The next open() mounts into the page's modal.
        if (this.isConnected) this.#unmount = mountUi(this.shadowRoot, host.uiContext())
      } finally {
        this.#mounting = false
      }
    }
  }

  // Adopted, not a <style> element: a strict CSP (style-src without 'unsafe-inline') would block that. The focus
  // ring is two rings, white inside a dark one, so it shows on a white page and a dark one alike. The host's
  // font stays out (:host resets what the page would pass down) unless it sets --walletdock-font-family.
  const BUTTON_STYLES =
    ':host{all:initial}button{font:14px var(--walletdock-font-family,ui-sans-serif,system-ui,sans-serif);padding:10px 16px;border-radius:12px;border:1px solid #3b3b45;background:var(--walletdock-accent,#1f6feb);color:#fff;cursor:pointer}button:focus-visible{outline:2px solid #fff;box-shadow:0 0 0 4px #0b1f3f}'

  // One class for the three buttons: the tag says what it shows and opens (ButtonKind), so each costs the
  // loader a name, not a class.
  class WalletdockButtonElement extends HTMLElement {
    #stop: (() => void) | undefined

    connectedCallback() {
      const kind = this.localName.slice(11, -7) as ButtonKind
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      root.innerHTML = '<button type="button" part="button"></button>'
      adoptStyles(root, BUTTON_STYLES)
      const button = root.querySelector('button') as HTMLButtonElement
      const render = () => {
        button.textContent = host?.buttonLabel(kind) ?? ''
        button.hidden = !button.textContent
      }
      button.addEventListener('click', () => host?.open(kind))
      render()
      this.#stop = host?.onChange(render)
    }

    disconnectedCallback() {
      this.#stop?.()
    }
  }
  if (!customElements.get('walletdock-modal'))
    customElements.define('walletdock-modal', WalletdockModalElement)
  for (const kind of ['', 'account-', 'network-'])
    if (!customElements.get(`walletdock-${kind}button`))
      customElements.define(`walletdock-${kind}button`, class extends WalletdockButtonElement {})
}

/** Defines <walletdock-modal>, <walletdock-button>, <walletdock-account-button> and <walletdock-network-button>. */
export function defineElements(instance: ElementHost): void {
  host = instance
  defineClasses()
}

/** The page's modal element, created at the end of <body> when the host placed none. */
export function ensureModalElement(): ModalElement {
  const existing = [...modals][0] ?? document.querySelector<ModalElement>('walletdock-modal')
  if (existing) return existing
  const element = document.createElement('walletdock-modal') as ModalElement
  document.body.append(element)
  return element
}
