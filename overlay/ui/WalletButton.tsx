import { useId } from 'react'
import { ItemIcon } from './ItemIcon.tsx'

/** Props of a wallet in a list. */
export type WalletButtonProps = {
  name: string
  imageUrl?: string | undefined
  /** A short label such as 'Recent' or 'Installed'; it describes the button without changing its name. */
  tag?: string | undefined
  onClick: () => void
}

/**
 * A wallet as a button named by the wallet's name (its visible text: the icon is decorative and the tag, hidden
 * from the name, describes the button), so the spoken name matches what a person reads.
 */
export function WalletButton({ name, imageUrl, tag, onClick }: WalletButtonProps) {
  const tagId = useId()
  return (
    <button
      type="button"
      className="wd-list-item"
      aria-describedby={tag ? tagId : undefined}
      onClick={onClick}
    >
      <ItemIcon name={name} imageUrl={imageUrl} />
      <span className="wd-list-item-name">{name}</span>
      {tag && (
        <span id={tagId} className="wd-tag" aria-hidden="true">
          {tag}
        </span>
      )}
    </button>
  )
}
