import { useState } from 'react'
import { namespaceOf } from '../../../src/namespaces.ts'
import { supportsFeature } from '../../../src/networks.ts'
import type { ConnectionState } from '../../../src/types.ts'
import { navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useMessages, useTab, useUi } from '../../ui/context.ts'
import { shortAddress } from '../../ui/format.ts'
import { isSafeImageUrl, sameAddress } from '../../ui/formatWallet.ts'
import { Identicon } from '../../ui/Identicon.tsx'

/**
 * The account's avatar and profile name (the short address when it has none), with Copy address; an account
 * the name service found no name for is offered one, where the host set a zone and a data service.
 */
export function AccountIdentity({
  connection,
}: {
  connection: Extract<ConnectionState, { address: string }>
}) {
  const { store } = useUi()
  const m = useMessages()
  const identity = useTab((s) => s.snapshot?.identity ?? null)
  const [failedAvatar, setFailedAvatar] = useState<string | null>()
  const own = sameAddress(identity?.caipAddress, `${connection.caipNetworkId}:${connection.address}`)
    ? identity
    : null
  const registrable = useTab((s) => !!s.config?.nameZone && !!s.config.serviceUrls.blockchainApi)
  const nameable = registrable && supportsFeature('names', namespaceOf(connection.caipNetworkId))
  const offerName = nameable && own !== null && !own.name
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(connection.address)
      showSnackbar(store, 'success', m.account.addressCopied)
    } catch {
      showSnackbar(store, 'error', m.account.addressNotCopied)
    }
  }
  return (
    <>
      {isSafeImageUrl(own?.avatar) && failedAvatar !== own.avatar ? (
        <img
          className="wd-avatar-image"
          src={own.avatar}
          alt=""
          data-testid="avatar"
          onError={() => setFailedAvatar(own.avatar)}
        />
      ) : (
        <Identicon address={connection.address} className="wd-avatar-image" />
      )}
      <div className="wd-address-row">
        <span className="wd-address" title={connection.address} data-testid="account-name">
          {own?.name ?? shortAddress(connection.address)}
        </span>
        <button
          type="button"
          className="wd-icon-button"
          aria-label={m.account.copyAddress}
          onClick={() => void copy()}
        >
          <CopyIcon />
        </button>
      </div>
      {offerName && (
        <button
          type="button"
          className="wd-text-button"
          onClick={() => navigate(store, { type: 'push', view: { name: 'RegisterAccountName' } })}
        >
          {m.account.registerName}
        </button>
      )}
      {/* Until the name service answers, the offer's line keeps its place: the rows below (the e-mail's Edit)
          stay where they are when it comes, rather than move under a click. */}
      {nameable && own === null && (
        <span className="wd-text-button wd-reserved" aria-hidden="true">
          {m.account.registerName}
        </span>
      )}
    </>
  )
}

function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="5" y="5" width="8" height="8" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3 10.5V4a1 1 0 0 1 1-1h6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}
