import { Component, type ErrorInfo, type ReactNode } from 'react'
import type { Messages } from '../../src/messages/en.ts'

/** Props of the view error boundary (keyed by the view shown, so another view starts without the error). */
export type ViewErrorBoundaryProps = {
  viewName: string
  messages: Messages
  /** Leaves the failed view: back one step, or closes the modal when there is none. */
  onLeave: () => void
  /** Whether leaving goes back (else it closes). */
  canGoBack: boolean
  /** Also told of the error: the core reports it (spec part 8), within the site's limit. */
  onError?: ((error: unknown) => void) | undefined
  children: ReactNode
}

type State = { error?: unknown }

/**
 * Catches a view that throws while rendering: the modal shows a way back instead of going blank, and the error
 * is reported on the console and as a `walletdock-error` event (detail: { error, view }) that leaves the shadow
 * tree from <walletdock-modal> and bubbles to the host's document.
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, State> {
  override state: State = {}
  private anchor: HTMLElement | null = null

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('A view threw without an error') }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const view = this.props.viewName
    // Why the modal shows the fallback: the developer needs the error itself, not a blank dialog.
    console.error(`Walletdock: the view "${view}" failed to render`, error, info.componentStack)
    this.anchor?.dispatchEvent(
      new CustomEvent('walletdock-error', { bubbles: true, composed: true, detail: { error, view } }),
    )
    this.props.onError?.(error)
  }

  override render(): ReactNode {
    const m = this.props.messages
    if (this.state.error === undefined) return this.props.children
    return (
      <div
        className="wd-stack"
        role="alert"
        ref={(node) => {
          this.anchor = node
        }}
      >
        <p className="wd-heading">{m.modal.viewFailed}</p>
        <p className="wd-muted">{m.modal.viewFailedText}</p>
        <button type="button" className="wd-button wd-button-wide" onClick={this.props.onLeave}>
          {this.props.canGoBack ? m.modal.back : m.modal.close}
        </button>
      </div>
    )
  }
}
