// Styles of the WalletConnect and wallet-directory views (QR code, wallet grid, search).
export const WALLET_CONNECT_STYLES = `
.wd-qr { width: 232px; height: 232px; border-radius: var(--wd-radius-l); background: #fff; padding: 8px; box-sizing: border-box; }
.wd-qr-loading { display: flex; align-items: center; justify-content: center; background: var(--wd-surface); }
.wd-toolbar { display: flex; gap: 8px; align-items: center; justify-content: center; flex-wrap: wrap; width: 100%; }
.wd-input {
  flex: 1; min-width: 0; padding: 10px 12px; border-radius: var(--wd-radius-m);
  border: 1px solid var(--wd-border); background: var(--wd-surface); color: var(--wd-fg); font: inherit;
}
.wd-input:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 1px; }
.wd-button[aria-pressed='true'] { border-color: var(--wd-accent); color: var(--wd-accent-text); }
.wd-all-wallets { display: flex; flex-direction: column; gap: 12px; }
.wd-wallet-grid {
  list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px;
  max-height: 360px; overflow-y: auto;
}
.wd-wallet-tile {
  width: 100%; display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 10px 4px;
  border: 1px solid transparent; border-radius: var(--wd-radius-m); background: var(--wd-surface);
  color: var(--wd-fg); font: inherit; cursor: pointer;
}
.wd-wallet-tile:hover { background: var(--wd-surface-hover); }
.wd-wallet-tile:focus-visible { outline: 2px solid var(--wd-focus); }
.wd-wallet-tile-name { font-size: var(--wd-text-small); max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wd-wallet-more { grid-column: 1 / -1; display: flex; justify-content: center; }
.wd-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`
