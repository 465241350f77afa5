import {
  ANIMATION_HEADER_MS,
  ANIMATION_HEIGHT_MS,
  ANIMATION_VIEW_MS,
  BORDER_RADIUS_PX,
  FONT_SIZE_PX,
  MODAL_WIDTH_PX,
  SHAKE_MS,
  Z_INDEX,
} from '../../src/constants.ts'
import { SHEET_STYLES } from './sheetStyles.ts'
import { WALLET_CONNECT_STYLES } from './walletConnectStyles.ts'
import { WALLET_STYLES } from './walletStyles.ts'

// A new view slides in from the reading direction's end (from the left in a right-to-left language), and
// arrows (.wd-flip-rtl) point the way of the reading direction.
// The snackbar shows below the dialog, so it never covers a control.
// Sizes derive from the two master variables so a host changes one value, not twenty. The default accent takes
// white text at WCAG AA (4.6:1). Long addresses, names and amounts break where they must (.wd-view) instead of
// widening the card; installed and directory wallets are two lists with the same gap between them as inside.
const ROOT = `
:host { all: initial; }
.wd-root {
  --wd-font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --wd-font-size-master: ${FONT_SIZE_PX}px;
  --wd-border-radius-master: ${BORDER_RADIUS_PX}px;
  --wd-z-index: ${Z_INDEX};
  --wd-accent: #1f6feb;
  --wd-modal-width: ${MODAL_WIDTH_PX}px;
  --wd-duration-header: ${ANIMATION_HEADER_MS}ms;
  --wd-duration-height: ${ANIMATION_HEIGHT_MS}ms;
  --wd-duration-view: ${ANIMATION_VIEW_MS}ms;
  --wd-duration-shake: ${SHAKE_MS}ms;
  --wd-text-small: calc(var(--wd-font-size-master) * 1.2);
  --wd-text-body: calc(var(--wd-font-size-master) * 1.4);
  --wd-text-title: calc(var(--wd-font-size-master) * 1.6);
  --wd-text-large: calc(var(--wd-font-size-master) * 2.2);
  --wd-radius-s: calc(var(--wd-border-radius-master) * 2);
  --wd-radius-m: calc(var(--wd-border-radius-master) * 3);
  --wd-radius-l: calc(var(--wd-border-radius-master) * 6);
  position: fixed;
  inset: 0;
  z-index: var(--wd-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  background: var(--wd-backdrop);
  font-family: var(--wd-font-family);
  font-size: var(--wd-text-body);
  line-height: 1.4;
  color: var(--wd-fg);
}
.wd-root[data-theme='dark'] {
  color-scheme: dark;
  --wd-bg: #141414;
  --wd-fg: #e4e7e7;
  --wd-fg-muted: #9a9a9a;
  --wd-surface: #222222;
  --wd-surface-hover: #2c2c2c;
  --wd-border: #2f2f2f;
  --wd-error: #f25a67;
  --wd-success: #26d962;
  --wd-backdrop: rgba(0, 0, 0, 0.6);
  --wd-focus: #9ec9ff;
  --wd-accent-text: #79b0ff;
}
.wd-root[data-theme='light'] {
  color-scheme: light;
  --wd-bg: #ffffff;
  --wd-fg: #141414;
  --wd-fg-muted: #5f5f5f;
  --wd-surface: #f3f3f3;
  --wd-surface-hover: #e8e8e8;
  --wd-border: #e0e0e0;
  --wd-error: #c62a3a;
  --wd-success: #137a3a;
  --wd-backdrop: rgba(20, 20, 20, 0.35);
  --wd-focus: #0b5fcc;
  --wd-accent-text: #0b5fcc;
}
`

const MODAL = `
.wd-modal {
  position: relative;
  box-sizing: border-box;
  width: var(--wd-modal-width);
  max-width: calc(100vw - 16px);
  max-height: calc(100vh - 32px);
  display: flex;
  flex-direction: column;
  background: var(--wd-bg);
  border: 1px solid var(--wd-border);
  border-radius: var(--wd-radius-l);
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
  outline: none;
}
.wd-modal[data-shake='true'] { animation: wd-shake var(--wd-duration-shake) ease-in-out; }
.wd-body { min-height: 0; overflow: hidden auto; transition: height var(--wd-duration-height) ease; }
.wd-view { padding: 4px 16px 16px; overflow-wrap: anywhere; animation: wd-view-in var(--wd-duration-view) ease-out; }
.wd-view-opened { animation: none; }
.wd-header { display: flex; align-items: center; gap: 8px; padding: 12px 12px 8px; }
.wd-title {
  flex: 1;
  margin: 0;
  text-align: center;
  font-size: var(--wd-text-title);
  font-weight: 600;
  animation: wd-fade-in var(--wd-duration-header) ease-out;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.wd-header-spacer { width: 32px; height: 32px; flex: none; }
@keyframes wd-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes wd-view-in { from { opacity: 0; transform: translateX(calc(8px * var(--wd-inline-sign, 1))); } to { opacity: 1; transform: none; } }
.wd-root[dir='rtl'] { --wd-inline-sign: -1; }
.wd-root[dir='rtl'] .wd-flip-rtl { transform: scaleX(-1); }
@keyframes wd-shake {
  0%, 100% { transform: translateX(0); }
  20%, 60% { transform: translateX(-6px); }
  40%, 80% { transform: translateX(6px); }
}
@keyframes wd-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .wd-root *, .wd-root *::before, .wd-root *::after { animation: none !important; transition: none !important; }
  .wd-spinner { border-top-color: var(--wd-accent); }
}
`

const CONTROLS = `
.wd-root button { font: inherit; color: inherit; cursor: pointer; }
.wd-root button:disabled { cursor: default; opacity: 0.6; }
.wd-root :focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 2px; }
.wd-icon-button {
  flex: none;
  width: 32px;
  height: 32px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: none;
  border-radius: var(--wd-radius-s);
  background: transparent;
}
.wd-icon-button:hover { background: var(--wd-surface-hover); }
.wd-list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.wd-list + .wd-list, .wd-muted + .wd-list { margin-top: 8px; }
.wd-list-item {
  box-sizing: border-box;
  width: 100%;
  min-height: 52px;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border: 1px solid transparent;
  border-radius: var(--wd-radius-m);
  background: var(--wd-surface);
  text-align: start;
}
.wd-list-item:hover { background: var(--wd-surface-hover); }
.wd-list-item[aria-current='true'] { border-color: var(--wd-accent); }
.wd-list-item-name { flex: 1; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wd-item-icon {
  flex: none;
  width: 36px;
  height: 36px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: var(--wd-radius-s);
  background: var(--wd-surface-hover);
  object-fit: cover;
  font-weight: 600;
}
.wd-item-icon-large { width: 72px; height: 72px; border-radius: var(--wd-radius-l); font-size: var(--wd-text-large); }
.wd-tag {
  flex: none;
  padding: 2px 6px;
  border-radius: var(--wd-border-radius-master);
  background: var(--wd-bg);
  color: var(--wd-fg-muted);
  font-size: var(--wd-text-small);
}
.wd-check { flex: none; color: var(--wd-accent-text); font-size: var(--wd-text-small); }
.wd-button {
  box-sizing: border-box;
  min-height: 40px;
  padding: 8px 16px;
  border: 1px solid var(--wd-border);
  border-radius: var(--wd-radius-m);
  background: var(--wd-surface);
}
.wd-button:hover { background: var(--wd-surface-hover); }
.wd-root .wd-button-primary { border-color: transparent; background: var(--wd-accent); color: #fff; }
.wd-button-primary:hover { background: var(--wd-accent); filter: brightness(1.1); }
.wd-button-wide { width: 100%; }
.wd-spinner {
  box-sizing: border-box;
  display: inline-block;
  width: 16px;
  height: 16px;
  flex: none;
  border: 2px solid var(--wd-border);
  border-top-color: var(--wd-accent);
  border-radius: 50%;
  animation: wd-spin 800ms linear infinite;
}
.wd-spinner-large { width: 32px; height: 32px; border-width: 3px; }
`

const CONTENT = `
.wd-stack { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; padding: 8px 0; }
/* A list in a centred stack spans the card: shrunk to its content, its rows' width followed the balances' digits. */
.wd-stack > .wd-list { align-self: stretch; }
.wd-section-label { margin: 12px 0 8px; color: var(--wd-fg-muted); font-size: var(--wd-text-small); }
.wd-muted { margin: 0; color: var(--wd-fg-muted); }
.wd-heading { margin: 0; font-size: var(--wd-text-title); font-weight: 600; }
.wd-error { margin: 0; color: var(--wd-error); }
.wd-address-row { display: flex; align-items: center; gap: 4px; max-width: 100%; }
.wd-address { font-size: var(--wd-text-title); font-weight: 600; font-variant-numeric: tabular-nums; }
.wd-balance { min-height: 1.4em; margin: 0; font-size: var(--wd-text-large); font-weight: 600; font-variant-numeric: tabular-nums; }
.wd-meta { min-height: 1.4em; margin: 0; color: var(--wd-fg-muted); font-size: var(--wd-text-small); }
.wd-actions { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.wd-actions-spaced { margin-top: 12px; }
.wd-snackbar-region { position: absolute; top: 100%; inset-inline: 0; display: flex; justify-content: center; }
.wd-snackbar {
  position: absolute;
  top: 12px;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100% - 32px);
  padding: 8px 12px;
  border: 1px solid var(--wd-border);
  border-radius: var(--wd-radius-l);
  background: var(--wd-bg);
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  animation: wd-fade-in var(--wd-duration-view) ease-out;
}
.wd-snackbar[data-variant='success'] .wd-snackbar-icon { color: var(--wd-success); }
.wd-snackbar[data-variant='error'] .wd-snackbar-icon { color: var(--wd-error); }
.wd-snackbar-icon { flex: none; width: 16px; height: 16px; display: inline-flex; align-items: center; }
`

/** The UI's whole stylesheet, injected once into the shadow root. */
export const STYLESHEET =
  ROOT + MODAL + CONTROLS + CONTENT + WALLET_CONNECT_STYLES + WALLET_STYLES + SHEET_STYLES
