const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
<rect width="96" height="96" rx="22" fill="#1f2937"/>
<rect x="18" y="28" width="60" height="44" rx="9" fill="#f59e0b"/>
<rect x="18" y="24" width="48" height="12" rx="6" fill="#fbbf24"/>
<rect x="54" y="42" width="26" height="16" rx="8" fill="#1f2937"/>
<circle cx="63" cy="50" r="4" fill="#fbbf24"/>
</svg>`

/** The Devnet Wallet's icon (a wallet on a dark tile) as EIP-6963 wants it: a data URI. */
export const WALLET_ICON = `data:image/svg+xml;base64,${btoa(svg)}`
