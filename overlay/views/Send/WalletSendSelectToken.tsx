import { isConnected, navigate } from '../../navigation.ts'
import { useUi } from '../../ui/context.ts'
import { TokenRowContent } from '../Account/TokensPanel.tsx'
import { useViewMessages } from '../useViewMessages.ts'
import { useSendDraft } from './useSendDraft.ts'

/** The tokens the account can send (its portfolio); picking one goes back to Send. */
export function WalletSendSelectToken() {
  const { store } = useUi()
  const m = useViewMessages()
  const send = useSendDraft()
  if (!send) return <p className="wd-muted">{m.modal.noAccount}</p>
  const tokens = send.portfolio?.tokens ?? []
  if (tokens.length === 0) return <p className="wd-muted">{m.send.noTokens}</p>
  return (
    <ul className="wd-list" aria-label={m.send.tokensToSend}>
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`}>
          <button
            type="button"
            className="wd-list-item"
            onClick={() => {
              // A new token changes what the amount means; keep it only if it still fits.
              send.update({
                token,
                amount: send.draft.token?.symbol === token.symbol ? send.draft.amount : '',
              })
              navigate(store, { type: 'goBack', connected: isConnected(store) })
            }}
          >
            <TokenRowContent token={token} />
          </button>
        </li>
      ))}
    </ul>
  )
}
