import { useState } from 'react'
import { iconSource } from './iconSource.ts'

/** A wallet or network picture; the first letter of the name when there is none or it fails. Decorative. */
export function ItemIcon({
  name,
  imageUrl,
  large,
}: {
  name: string
  imageUrl?: string | undefined
  large?: boolean
}) {
  const [failedUrl, setFailedUrl] = useState<string>()
  const className = large ? 'wd-item-icon wd-item-icon-large' : 'wd-item-icon'
  if (imageUrl && failedUrl !== imageUrl)
    return (
      <img className={className} src={iconSource(imageUrl)} alt="" onError={() => setFailedUrl(imageUrl)} />
    )
  return (
    <span className={className} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
