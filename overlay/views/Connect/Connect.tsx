import { Suspense, useMemo } from 'react'
import { errorText } from '../../../src/messages/coreText.ts'
import { type ConnectMethod, getConnectMethodsOrder } from '../../../src/ordering.ts'
import { featuresInForce } from '../../../src/projectConfig.ts'
import {
  inTelegram,
  isSocialProvider,
  type SocialProvider,
  socialsHiddenIn,
} from '../../../src/secureFrame/socialProviders.ts'
import type { Connector } from '../../../src/types.ts'
import type { View } from '../../../src/viewStack.ts'
import { navigate } from '../../navigation.ts'
import { useConfig, useMessages, useTab, useUi } from '../../ui/context.ts'
import { walletName } from '../../ui/formatWallet.ts'
import { lazyView } from '../../ui/lazyView.tsx'
import { WalletButton } from '../../ui/WalletButton.tsx'
import { DirectoryWallets } from './DirectoryWallets.tsx'
import { EmailSpace, SocialSpace } from './LoginSpace.tsx'
import { getConnectNamespaces, getWalletEntries, hasInstalledWallet } from './walletList.ts'

/**
 * The e-mail field, a chunk of its own that only sites with e-mail login load: preloaded as soon as the
 * configuration says so (overlay/ui/watchEmailLogin.ts), so Connect shows it without waiting.
 */
export const EmailSectionView = lazyView(() => import('./EmailSection.tsx').then((m) => m.EmailSection), {
  quiet: true,
})

/** The social buttons, a chunk of their own that only sites with social login load (preloaded like the e-mail field). */
export const SocialSectionView = lazyView(() => import('./SocialSection.tsx').then((m) => m.SocialSection), {
  quiet: true,
})

/** The Connect view: the connect methods in their order (e-mail, social logins, wallets). */
export function Connect() {
  const m = useMessages()
  const snapshot = useTab((s) => s.snapshot)
  const fatal = useTab((s) => s.fatal)
  // Rows show once the core lists every wallet of this page: one found later would push them down under the pointer.
  const walletsListed = useTab((s) => !!s.walletsListed)
  const { connectMethodsOrder, featuredWalletIds } = useConfig()
  const methods = getConnectMethodsOrder({
    configured: connectMethodsOrder,
    hasInstalledWallet: hasInstalledWallet(snapshot),
  })
  return (
    <>
      {fatal && (
        <p className="wd-error" role="alert">
          {errorText(m, fatal.error)}
        </p>
      )}
      {snapshot &&
        walletsListed &&
        methods.map((method) => (
          <ConnectMethodSection key={method} method={method} featuredIds={featuredWalletIds} />
        ))}
    </>
  )
}

function ConnectMethodSection({ method, featuredIds }: { method: ConnectMethod; featuredIds: string[] }) {
  // E-mail and social login show where the core lists the embedded login (an AUTH connector) and the features
  // in force offer them: only those sites load their chunks.
  const authListed = useTab((s) => !!s.snapshot?.connectors.some((c) => c.type === 'AUTH'))
  const emailOffered = useTab((s) => featuresInForce(s.config, s.snapshot?.projectConfig)?.email !== false)
  // Joined to a string: a stable value for the store's selector.
  const socials = useTab((s) => {
    const offered = featuresInForce(s.config, s.snapshot?.projectConfig)?.socials
    if (!offered) return ''
    const hidden = socialsHiddenIn({ userAgent: navigator.userAgent, telegram: inTelegram(window) })
    return offered.filter((p) => isSocialProvider(p) && !hidden.includes(p)).join(' ')
  })
  // Until their chunks are in, their places are held (the features in force are the host's own until the
  // project's configuration answers, and that answer rarely differs), so nothing below them moves when they come.
  if (method === 'email')
    return authListed && emailOffered ? (
      <Suspense fallback={<EmailSpace />}>
        <EmailSectionView />
      </Suspense>
    ) : null
  const providers = socials.split(' ') as SocialProvider[]
  if (method === 'social')
    return authListed && socials ? (
      <Suspense fallback={<SocialSpace providers={providers} />}>
        <SocialSectionView providers={providers} />
      </Suspense>
    ) : null
  return <WalletSection featuredIds={featuredIds} />
}

function WalletSection({ featuredIds }: { featuredIds: string[] }) {
  const { store, isMobile } = useUi()
  const m = useMessages()
  const { allWallets, collapseWallets } = useConfig()
  const snapshot = useTab((s) => s.snapshot)
  const openedFor = useTab((s) => s.openedFor)
  // A QR code is for another device: on a phone the directory's wallets open by deep link instead.
  const wallets = useMemo(
    () =>
      getWalletEntries(snapshot, featuredIds, {
        walletConnectEnabled: !isMobile,
        namespaces: snapshot ? getConnectNamespaces(snapshot, openedFor) : [],
      }),
    [snapshot, openedFor, featuredIds, isMobile],
  )
  const push = (view: View) => navigate(store, { type: 'push', view })
  if (collapseWallets)
    return (
      <button type="button" className="wd-button wd-button-wide" onClick={() => push({ name: 'AllWallets' })}>
        {m.connect.continueWithWallet}
      </button>
    )
  // ConnectingExternal calls intents.connect when it shows, so that a retry there restarts the same flow.
  const choose = (connector: Connector) =>
    push(
      connector.type === 'WALLET_CONNECT'
        ? { name: 'ConnectingWalletConnect' }
        : { name: 'ConnectingExternal', data: { connectorId: connector.id } },
    )
  return (
    <>
      {wallets.length ? (
        <ul className="wd-list" aria-label={m.connect.wallets}>
          {wallets.map(({ connector, tag }) => (
            <li key={connector.id}>
              <WalletButton
                name={walletName(m, connector.name)}
                imageUrl={connector.imageUrl}
                tag={tag && m.connect.tags[tag]}
                onClick={() => choose(connector)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="wd-muted">{m.connect.noWalletInBrowser}</p>
      )}
      <DirectoryWallets allWallets={allWallets} />
    </>
  )
}
