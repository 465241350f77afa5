import { explorerTxUrl } from '../../src/explorerLink.ts'
import { useMessages, useTab } from './context.ts'
import { selectNetwork } from './selectNetwork.ts'

/**
 * The page of transaction `hash` on the block explorer of network `caipNetworkId`, as the host configured it
 * (undefined when that network has none): for Activity rows and the success of a send or a swap.
 */
export function useExplorerTxUrl(caipNetworkId: string | undefined, hash: string): string | undefined {
  return useTab((s) => explorerTxUrl(selectNetwork(s, caipNetworkId), hash))
}

/**
 * A link to the transaction on its network's block explorer, in a new tab; nothing when the network has no
 * explorer. `wide` is a full-width button with its words; otherwise an icon named by them (a row's end).
 */
export function ExplorerLink({
  caipNetworkId,
  hash,
  wide,
}: {
  caipNetworkId: string | undefined
  hash: string
  wide?: boolean
}) {
  const m = useMessages()
  const url = useExplorerTxUrl(caipNetworkId, hash)
  if (!url) return null
  const label = m.activity.viewOnExplorer
  if (wide)
    return (
      <a
        className="wd-button wd-button-wide wd-link-button"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="explorer-link"
      >
        {label}
        <OutIcon />
      </a>
    )
  return (
    <a
      className="wd-icon-button wd-explorer-link"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
    >
      <OutIcon />
    </a>
  )
}

// An arrow out of a box: the link leaves the site (a new tab). Mirrored in right-to-left languages.
function OutIcon() {
  return (
    <svg
      className="wd-flip-rtl"
      width="14"
      height="14"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M9 3h4v4M13 3 7 9M11 10v3H3V5h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
