// A wallet on a dark tile like the Devnet Wallet's, with Solana's three slanted bars on its flap.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
<defs><linearGradient id="bars" x1="0" y1="1" x2="1" y2="0">
<stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/></linearGradient></defs>
<rect width="96" height="96" rx="22" fill="#1f2937"/>
<rect x="16" y="26" width="64" height="48" rx="9" fill="#111827" stroke="url(#bars)" stroke-width="4"/>
<path d="M30 38h34l-6 6H24zM30 53h34l-6 6H24z" fill="url(#bars)"/>
<path d="M24 45.5h34l6 6H30z" fill="url(#bars)" opacity=".85"/>
<circle cx="72" cy="50" r="4" fill="#14f195"/>
</svg>`

/** The Devnet Solana Wallet's icon as the Wallet Standard wants it: an SVG data URI. */
export const SOLANA_WALLET_ICON = `data:image/svg+xml;base64,${btoa(svg)}` as const
