// @vitest-environment node
import { Window } from 'happy-dom'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { ConnectButton, useAccount, useModal, useWalletdock, WalletdockProvider } from '../react.ts'

function HostApp() {
  const account = useAccount()
  const modal = useModal()
  const walletdock = useWalletdock()
  return (
    <main>
      <p data-testid="status">{account.status}</p>
      <p data-testid="address">{account.address ?? 'none'}</p>
      <p data-testid="modal">{modal.isOpen ? 'open' : 'closed'}</p>
      <p data-testid="instance">{walletdock ? 'made' : 'not yet'}</p>
      <ConnectButton className="connect" />
    </main>
  )
}

const OPTIONS = { projectId: 'ssr-test', networks: ['eip155:1' as const] }

const PAGE_OWNED = new Set(['Event', 'EventTarget', 'CustomEvent', 'ErrorEvent', 'MessageEvent', 'navigator'])

// Makes this Node process look like a browser page from now on: happy-dom's window as the global scope.
function becomeBrowser(): Window {
  const window = new Window({ url: 'http://127.0.0.1:5173/' })
  const scope = globalThis as Record<string, unknown>
  // What Node lacks comes from the window; Node's own event classes and navigator are not the page's.
  for (const key of Object.getOwnPropertyNames(window))
    if (!(key in scope) || PAGE_OWNED.has(key)) scope[key] = Reflect.get(window, key)
  scope.window = window
  scope.IS_REACT_ACT_ENVIRONMENT = true
  return window
}

test('behavior: renders on a server without throwing, then hydrates in a page without a mismatch', async () => {
  // The server: Node with no DOM at all.
  expect(typeof globalThis.document).toBe('undefined')
  expect(typeof globalThis.HTMLElement).toBe('undefined')
  const html = renderToString(
    <WalletdockProvider options={OPTIONS}>
      <HostApp />
    </WalletdockProvider>,
  )
  expect(html).toContain('<p data-testid="status">disconnected</p>')
  expect(html).toContain('<p data-testid="instance">not yet</p>')
  expect(html).toContain('<walletdock-button class="connect"></walletdock-button>')

  // The browser: the server's HTML, hydrated.
  const window = becomeBrowser()
  const container = window.document.createElement('div')
  container.innerHTML = html
  window.document.body.appendChild(container)
  const logged: string[] = []
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '))
  })
  const recoverable: unknown[] = []
  try {
    const { hydrateRoot } = await import('react-dom/client')
    const { act } = await import('react')
    await act(async () => {
      hydrateRoot(
        container as unknown as Element,
        <WalletdockProvider options={OPTIONS}>
          <HostApp />
        </WalletdockProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      )
    })
    // After hydration the instance is made in the page: the elements are defined and the button draws itself.
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="instance"]')?.textContent).toBe('made'),
    )
    expect(window.customElements.get('walletdock-button')).toBeDefined()
    expect(container.querySelector('walletdock-button')?.shadowRoot?.querySelector('button')).toBeTruthy()
    expect(recoverable).toEqual([])
    expect(logged.filter((line) => /hydrat|did not match|mismatch/i.test(line))).toEqual([])
  } finally {
    spy.mockRestore()
  }
})
