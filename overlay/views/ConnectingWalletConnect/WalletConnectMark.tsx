/** WalletConnect's mark as a QR code's 24-unit logo tile: its blue, an arc over two small waves (drawn here). */
export function WalletConnectMark() {
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
