import { FRAME_CONFIG_ELEMENT_ID, type SecureFrameConfig } from './frameConfig.ts'

export type { SecureFrameConfig } from './frameConfig.ts'

/** The frame page: no visible content, its config as inert JSON and its script (same origin, so CSP allows it). */
export function renderFramePage(config: SecureFrameConfig): string {
  // `<` escaped so nothing in the JSON can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Walletdock secure frame</title>
<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${json}</script>
<script type="module" src="/frame.js"></script>
</head><body></body></html>`
}
