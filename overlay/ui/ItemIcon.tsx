/** A wallet or network picture; the first letter of the name when there is none. Decorative. */
export function ItemIcon({
  name,
  imageUrl,
  large,
}: {
  name: string
  imageUrl?: string | undefined
  large?: boolean
}) {
  const className = large ? 'wd-item-icon wd-item-icon-large' : 'wd-item-icon'
  if (imageUrl) return <img className={className} src={imageUrl} alt="" />
  return (
    <span className={className} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
