import { createElement } from 'react'

/**
 * The connect button: Walletdock's own <walletdock-button> (its label, texts in the host's language and
 * keyboard use are the loader's). Rendered empty on the server; it draws itself once the instance exists.
 */
export function ConnectButton(props: { className?: string | undefined }) {
  return createElement('walletdock-button', { className: props.className })
}
