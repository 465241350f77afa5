import { useId, useMemo } from 'react'
import { qrModules } from './qrModules.ts'

/**
 * A QR code of `value`, drawn as one SVG path (dark modules on a light tile, whatever the theme), with the
 * chosen wallet's logo in the middle, else WalletConnect's. Level H error correction keeps it readable.
 */
export function QrCode({
  value,
  label,
  logoUrl,
}: {
  value: string
  label: string
  logoUrl?: string | undefined
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
      data-testid="walletconnect-qr"
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
          <WalletConnectMark />
        )}
      </g>
    </svg>
  )
}

// WalletConnect's mark as a 24-unit tile: its blue, with an arc over two small waves (drawn here, not copied).
function WalletConnectMark() {
  return (
    <>
      <rect width="24" height="24" rx="6" fill="#3396ff" />
      <path
        d="M6.5 10.2c3-3 8-3 11 0M5.5 13l3 3 3.5-3.4 3.5 3.4 3-3"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  )
}
