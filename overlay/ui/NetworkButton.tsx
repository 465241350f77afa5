import { ItemIcon } from './ItemIcon.tsx'

/** Props of a network in a list. */
export type NetworkButtonProps = {
  name: string
  imageUrl?: string | undefined
  /** The network the wallet is on; marked aria-current. */
  active: boolean
  disabled?: boolean | undefined
  onClick: () => void
}

/** A network as a button named by the network's name. */
export function NetworkButton({ name, imageUrl, active, disabled, onClick }: NetworkButtonProps) {
  return (
    <button
      type="button"
      className="wd-list-item"
      aria-current={active ? 'true' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <ItemIcon name={name} imageUrl={imageUrl} />
      <span className="wd-list-item-name">{name}</span>
      {active && (
        <span className="wd-check" aria-hidden="true">
          ●
        </span>
      )}
    </button>
  )
}
