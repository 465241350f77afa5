import { type ReactNode, useId, useMemo } from 'react'
import { qrModules } from './qrModules.ts'

/**
 * A QR code of `value`, drawn as one SVG path (dark modules on a light tile, whatever the theme), with a logo
 * in the middle: the picture at `logoUrl`, else `fallbackLogo` (a 24-unit tile). Level H error correction
 * keeps it readable.
 */
export function QrCode({
  value,
  label,
  logoUrl,
  fallbackLogo,
  'data-testid': testId,
}: {
  value: string
  label: string
  logoUrl?: string | undefined
  fallbackLogo: ReactNode
  'data-testid': string
}) {
  const clipId = useId()
  const { size, path, logo } = useMemo(() => {
    const qr = qrModules(value)
    let d = ''
    qr.dark.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { size: qr.size, path: d, logo: qr.logo }
  }, [value])
  // A module of white around the logo, so its edge never reads as a module.
  const { at, side } = logo
  return (
    <svg
      className="wd-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid={testId}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
      <g transform={`translate(${at + 0.5} ${at + 0.5}) scale(${(side - 1) / 24})`} data-testid="qr-logo">
        {logoUrl ? (
          <>
            <clipPath id={clipId}>
              <rect width="24" height="24" rx="6" />
            </clipPath>
            <image href={logoUrl} width="24" height="24" clipPath={`url(#${clipId})`} />
          </>
        ) : (
          fallbackLogo
        )}
      </g>
    </svg>
  )
}
