import { adoptStyles } from '../../overlay/adoptStyles.ts'
import type { ConsentRequest, Prompt } from './consentRequest.ts'
import { WALLET_ICON } from './walletIcon.ts'

const PANEL_STYLE = `
:host { all: initial; }
.stack { position: fixed; top: 16px; right: 16px; z-index: 2147483647; display: flex; flex-direction: column;
  gap: 12px; max-height: calc(100vh - 32px); overflow: auto; }
.panel { box-sizing: border-box; width: min(340px, calc(100vw - 32px)); padding: 16px; border-radius: 12px; background: #111827; color: #f9fafb;
  border: 1px solid #374151; box-shadow: 0 12px 32px rgba(0,0,0,.45); font: 14px/1.4 system-ui, sans-serif; }
.panel:focus { outline: none; border-color: #f59e0b; }
header { display: flex; align-items: center; gap: 8px; margin-bottom: 4px; }
header img { width: 24px; height: 24px; }
h2 { margin: 0; font-size: 15px; }
.what { margin: 0 0 12px; color: #fbbf24; font-weight: 600; }
dl { margin: 0 0 12px; display: grid; gap: 6px; }
dt { color: #9ca3af; font-size: 12px; }
dd { margin: 0; white-space: pre-wrap; word-break: break-all; max-height: 160px; overflow: auto;
  font: 12px/1.4 ui-monospace, monospace; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button { font: 600 14px system-ui, sans-serif; padding: 8px 16px; border-radius: 8px; border: 1px solid #4b5563;
  cursor: pointer; background: #1f2937; color: #f9fafb; }
button.approve { background: #f59e0b; border-color: #f59e0b; color: #111827; }
button:focus-visible { outline: 2px solid #fbbf24; outline-offset: 2px; }
`

/** Which wallet the panels belong to (the Devnet Solana Wallet reuses these panels under its own name). */
export type PagePromptOptions = {
  name?: string | undefined
  icon?: string | undefined
  /** The custom element holding the panels, one per wallet. */
  hostTag?: string | undefined
}

/**
 * Shows each consent request as its own panel at the top right of the page, outside any modal, the way an
 * extension popup appears. It lives in its own shadow root so neither the page's CSS nor ours leaks.
 */
export function createPagePrompt(
  document: Document,
  { name = 'Devnet Wallet', icon = WALLET_ICON, hostTag = 'devnet-wallet-prompts' }: PagePromptOptions = {},
): Prompt {
  let stack: HTMLElement | undefined
  let count = 0
  const getStack = () => {
    if (stack?.isConnected) return stack
    const host = document.createElement(hostTag)
    const root = host.attachShadow({ mode: 'open' })
    // Adopted, not a <style> element: the demo also runs under a strict CSP (devnet/contentSecurityPolicy.ts).
    adoptStyles(root, PANEL_STYLE)
    stack = document.createElement('div')
    stack.className = 'stack'
    root.append(stack)
    document.documentElement.append(host)
    return stack
  }

  return (request) =>
    new Promise<boolean>((resolve) => {
      const returnFocusTo = getDeepActiveElement(document)
      const panel = buildPanel(document, request, { name, icon, titleId: `${hostTag}-title-${++count}` })
      const answer = (approved: boolean) => {
        panel.remove()
        // Like closing an extension popup, give focus back to where the person was.
        if (returnFocusTo?.isConnected) returnFocusTo.focus()
        resolve(approved)
      }
      panel.querySelector('button.approve')?.addEventListener('click', () => answer(true))
      panel.querySelector('button.reject')?.addEventListener('click', () => answer(false))
      panel.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        answer(false)
      })
      getStack().append(panel)
      // A popup window takes focus; the panel does too, so keyboard users reach it past any modal focus trap.
      panel.focus()
    })
}

function buildPanel(
  document: Document,
  request: ConsentRequest,
  { name, icon: iconUrl, titleId }: { name: string; icon: string; titleId: string },
): HTMLElement {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag)
    // textContent only: messages and names come from the dapp and must never become markup.
    if (text !== undefined) node.textContent = text
    return node
  }
  const panel = element('section')
  panel.className = 'panel'
  panel.tabIndex = -1
  panel.setAttribute('role', 'dialog')
  panel.setAttribute('aria-labelledby', titleId)
  panel.dataset.devnetWalletPrompt = ''
  panel.dataset.method = request.method

  const header = element('header')
  const icon = element('img')
  icon.src = iconUrl
  icon.alt = ''
  const title = element('h2', name)
  title.id = titleId
  header.append(icon, title)

  const list = element('dl')
  for (const { label, value } of [
    { label: 'Origin', value: request.origin },
    { label: 'Method', value: request.method },
    ...request.details,
  ]) {
    list.append(element('dt', label), element('dd', value))
  }

  const actions = element('div')
  actions.className = 'actions'
  const reject = element('button', 'Reject')
  reject.type = 'button'
  reject.className = 'reject'
  const approve = element('button', 'Approve')
  approve.type = 'button'
  approve.className = 'approve'
  actions.append(reject, approve)

  const what = element('p', request.title)
  what.className = 'what'
  panel.append(header, what, list, actions)
  return panel
}

function getDeepActiveElement(document: Document): HTMLElement | undefined {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : undefined
}
