import type { OnrampSession } from './onrampCatalog.ts'

// The provider's checkout pages: plain HTML forms (no script), so they work under any policy and in any browser.

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.3rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#6b7280}
dd{margin:0;word-break:break-all}label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1rem;width:100%;padding:.7rem;font-size:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:.4rem}
[role=alert]{color:#b91c1c;font-weight:600}[role=status]{color:#047857;font-weight:600}small{color:#6b7280}`

function page(title: string, body: string, refresh = false): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">${
    refresh ? '<meta http-equiv="refresh" content="1">' : ''
  }<title>${escapeHtml(title)} · Devnet On-ramp</title><style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}

function summary(s: OnrampSession): string {
  const rows: [string, string][] = [
    ['You pay', `${s.fiatAmount} ${s.fiatCurrency}`],
    ['You receive', `${s.usdcAmount} USDC`],
    ['Network', `Chain ${s.chainId}`],
    ['Wallet', s.address],
    ['Provider', s.provider],
  ]
  return `<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`
}

/** The pages of the devnet's on-ramp provider. */
export const checkoutPage = {
  /** The checkout of a session in its current state: the card form, then processing, then delivered. */
  session(s: OnrampSession): string {
    if (s.status === 'processing')
      return page(
        'Payment accepted',
        `${summary(s)}<p role="status">Payment accepted. Sending ${escapeHtml(s.usdcAmount)} USDC to your wallet…</p>`,
        true,
      )
    if (s.status === 'delivered')
      return page(
        'Purchase complete',
        `${summary(s)}<p role="status">Delivered ${escapeHtml(s.usdcAmount)} USDC.</p><p><small>Transaction ${escapeHtml(s.txHash ?? '')}</small></p><p>You can close this window.</p>`,
      )
    if (s.status === 'failed')
      return page('Purchase failed', `${summary(s)}<p role="alert">${escapeHtml(s.message ?? 'Failed')}</p>`)
    const error = s.status === 'declined' ? `<p role="alert">${escapeHtml(s.message ?? '')}</p>` : ''
    return page(
      'Checkout',
      `${summary(s)}${error}<form method="post"><label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">Pay ${escapeHtml(`${s.fiatAmount} ${s.fiatCurrency}`)}</button></form>
<p><small>Devnet test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</small></p>`,
    )
  },
  error(message: string): string {
    return page('Checkout unavailable', `<p role="alert">${escapeHtml(message)}</p>`)
  },
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
