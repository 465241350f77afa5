// Styles of the wallet views: account tabs, token and activity lists, Send, ApproveTransaction, the toast.
// Row amounts (.wd-row-end) wrap inside the row rather than run past its edge, in at most half the row.
export const WALLET_STYLES = `
.wd-root.wd-toast { inset: auto 0 24px 0; background: none; pointer-events: none; }
.wd-root.wd-toast .wd-snackbar-region, .wd-root.wd-toast .wd-snackbar { position: static; }
.wd-avatar-image { width: 64px; height: 64px; border-radius: 50%; object-fit: cover; }
.wd-tabs { display: flex; gap: 4px; width: 100%; padding: 4px; box-sizing: border-box; border-radius: var(--wd-radius-m); background: var(--wd-surface); }
.wd-tab { flex: 1; min-height: 32px; border: none; border-radius: var(--wd-radius-s); background: transparent; color: var(--wd-fg-muted); }
.wd-tab[aria-selected='true'] { background: var(--wd-bg); color: var(--wd-fg); font-weight: 600; }
.wd-panel { width: 100%; text-align: start; }
.wd-scroll { max-height: 280px; overflow-y: auto; }
.wd-row { box-sizing: border-box; width: 100%; display: flex; align-items: center; gap: 12px; padding: 8px; }
.wd-row-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.wd-row-title { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wd-row-sub { color: var(--wd-fg-muted); font-size: var(--wd-text-small); font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
/* On a primary button (Buy's providers) the muted grey is unreadable on the accent: the button's own white. */
.wd-button-primary .wd-row-sub { color: inherit; }
.wd-explorer-link { color: var(--wd-fg-muted); }
.wd-link-button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; color: var(--wd-fg); text-decoration: none; }
.wd-success-icon { color: var(--wd-success); }
.wd-hash { margin: 0; max-width: 100%; color: var(--wd-fg-muted); font-size: var(--wd-text-small); font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
.wd-row-end { flex: 0 1 auto; min-width: 0; max-width: 50%; text-align: end; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.wd-token-icon { width: 32px; height: 32px; flex: none; border-radius: 50%; background: var(--wd-surface-hover); object-fit: cover; }
.wd-token-icon-small { width: 20px; height: 20px; }
.wd-token-badge { display: inline-flex; align-items: center; justify-content: center; color: #fff; font-size: 11px; font-weight: 700; letter-spacing: -0.02em; }
.wd-token-icon-small.wd-token-badge { font-size: 8px; }
.wd-button .wd-token-icon { vertical-align: middle; margin-inline-end: 8px; }
.wd-total { margin: 8px 0; font-size: var(--wd-text-title); font-weight: 600; font-variant-numeric: tabular-nums; }
.wd-year { margin: 12px 0 4px; font-size: var(--wd-text-body); }
.wd-month { margin: 8px 0 0; color: var(--wd-fg-muted); font-size: var(--wd-text-small); font-weight: 600; text-transform: uppercase; }
.wd-in { color: var(--wd-success); }
.wd-field { display: flex; flex-direction: column; gap: 4px; width: 100%; text-align: start; }
.wd-field label { color: var(--wd-fg-muted); font-size: var(--wd-text-small); }
.wd-input-row { display: flex; gap: 8px; }
.wd-input {
  box-sizing: border-box; flex: 1; min-width: 0; min-height: 40px; padding: 8px 12px; font: inherit; color: inherit;
  border: 1px solid var(--wd-border); border-radius: var(--wd-radius-m); background: var(--wd-surface);
}
.wd-details { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; width: 100%; margin: 0; text-align: start; }
.wd-details dt { color: var(--wd-fg-muted); }
.wd-details dd { min-width: 0; margin: 0; text-align: end; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.wd-details .wd-receiver { display: flex; align-items: center; justify-content: flex-end; gap: 8px; }
.wd-receiver-image { width: 24px; height: 24px; flex: none; border-radius: 50%; }
.wd-details dd .wd-block { display: block; }
.wd-warning {
  box-sizing: border-box; width: 100%; padding: 12px; text-align: start; overflow-wrap: anywhere; border: 2px solid var(--wd-error);
  border-radius: var(--wd-radius-m); color: var(--wd-fg); background: color-mix(in srgb, var(--wd-error) 12%, transparent);
}
.wd-warning strong { color: var(--wd-error); }
.wd-warning label { display: flex; gap: 8px; align-items: flex-start; margin-top: 8px; }
.wd-root .wd-button-danger { border-color: transparent; background: #c62a3a; color: #fff; }
.wd-address-full { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.wd-chips { display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; margin: 0; padding: 0; list-style: none; }
.wd-chip { display: inline-flex; align-items: center; gap: 6px; padding: 4px 10px 4px 4px; border-radius: 999px; background: var(--wd-surface); }
.wd-nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
.wd-nft { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.wd-nft-image { display: block; width: 100%; aspect-ratio: 1; border-radius: var(--wd-radius-m); background: var(--wd-surface-hover); object-fit: cover; }
.wd-chip-button { border: 1px solid var(--wd-border); color: var(--wd-fg); font: inherit; cursor: pointer; padding: 4px 10px; }
.wd-chip-button:hover { background: var(--wd-surface-hover); }
.wd-text-button { border: none; background: none; padding: 2px 4px; color: var(--wd-accent-text, var(--wd-accent)); font: inherit; cursor: pointer; text-decoration: underline; }
.wd-reserved { visibility: hidden; }
.wd-name-row { align-items: center; }
.wd-chip .wd-item-icon { width: 20px; height: 20px; font-size: var(--wd-text-small); }
.wd-button-row { display: flex; gap: 8px; width: 100%; }
.wd-button-row > * { flex: 1; }
/* The account's features (Buy, Swap, Receive, Send): each keeps its word whole; a row too narrow wraps. */
.wd-feature-row { flex-wrap: wrap; }
.wd-feature-row > * { flex: 1 1 0; min-width: fit-content; padding-inline: 10px; white-space: nowrap; }
.wd-message { box-sizing: border-box; width: 100%; max-height: 160px; overflow: auto; margin: 0; padding: 8px; text-align: start;
  white-space: pre-wrap; word-break: break-word; border-radius: var(--wd-radius-s); background: var(--wd-surface); }
`
