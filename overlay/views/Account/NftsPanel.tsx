import { useEffect, useState } from 'react'
import type { Nft } from '../../../src/blockchainApiSchemas.ts'
import { displayText } from '../../../src/displayText.ts'
import type { IntentReturnType } from '../../../worker/intents.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { formatBalanceAge } from '../../ui/format.ts'
import { isSafeImageUrl } from '../../ui/formatWallet.ts'
import { selectConnection } from '../../ui/selectors.ts'
import { useNow } from '../../ui/useNow.ts'
import { useViewMessages } from '../useViewMessages.ts'

type Loaded = IntentReturnType<'fetchNfts'>

/**
 * The NFTs tab: the account's NFTs as a grid (picture, name, collection), read through the core's 30 s cache;
 * an empty state, 'NFTs unavailable' when they cannot be read, and the last-known list with its age offline or
 * when the service fails. A host without a data service gets a plain statement.
 */
export function NftsPanel() {
  const { intents } = useUi()
  const m = useViewMessages()
  const connection = useTab(selectConnection)
  const dataService = useTab((s) => !!s.config?.serviceUrls.blockchainApi)
  const [loaded, setLoaded] = useState<Loaded | 'failed' | null>(null)
  const caipAddress =
    connection && 'address' in connection ? `${connection.caipNetworkId}:${connection.address}` : ''
  useEffect(() => {
    if (!caipAddress || !dataService) return
    let live = true
    intents.fetchNfts({ force: false }).then(
      (result) => live && setLoaded(result),
      () => live && setLoaded('failed'),
    )
    return () => {
      live = false
    }
  }, [caipAddress, dataService, intents])
  if (!dataService) return <p className="wd-muted">{m.nfts.needsDataService}</p>
  const own = loaded !== null && loaded !== 'failed' && loaded.caipAddress === caipAddress ? loaded : null
  if (loaded === 'failed' || own?.status === 'unavailable')
    return (
      <p className="wd-error" role="status" data-testid="nfts-unavailable">
        {m.nfts.failed}
      </p>
    )
  if (!own) return <p className="wd-muted">{m.nfts.loading}</p>
  if (own.status === 'unsupported' || own.nfts.length === 0)
    return (
      <p className="wd-muted" data-testid="nfts-empty">
        {m.nfts.empty}
      </p>
    )
  return (
    <>
      {own.status === 'stale' && (
        <p className={own.problem ? 'wd-error' : 'wd-meta'} role="status" data-testid="nfts-stale">
          {own.problem && `${m.nfts.failed}${m.modal.separator}`}
          <NftsAge fetchedAt={own.fetchedAt} />
        </p>
      )}
      <ul className="wd-nft-grid wd-scroll" aria-label={m.nfts.grid}>
        {own.nfts.map((nft) => (
          <NftTile key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} nft={nft} />
        ))}
      </ul>
    </>
  )
}

function NftTile({ nft }: { nft: Nft }) {
  return (
    <li className="wd-nft" data-testid="nft-item">
      {isSafeImageUrl(nft.imageUrl) ? (
        <img className="wd-nft-image" src={nft.imageUrl} alt="" loading="lazy" />
      ) : (
        <span className="wd-nft-image" aria-hidden="true" />
      )}
      <span className="wd-row-title">{displayText(nft.name, 'name')}</span>
      <span className="wd-row-sub">{displayText(nft.collection.name, 'name')}</span>
    </li>
  )
}

function NftsAge({ fetchedAt }: { fetchedAt: number }) {
  const m = useViewMessages()
  const now = useNow(30_000)
  return <span data-testid="nfts-age">{formatBalanceAge(m, fetchedAt, now)}</span>
}
