import type { MailboxMessage } from './mailboxMessage.ts'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The mailbox page: the mails newest first, each code large and each link clickable. No script. */
export function renderMailboxPage(messages: readonly MailboxMessage[]): string {
  const items = messages
    .map((m) => {
      const code = m.code ? `<p class="code" data-testid="mail-code">${escapeHtml(m.code)}</p>` : ''
      const link = m.link
        ? `<p><a data-testid="mail-link" href="${escapeHtml(m.link)}" target="_blank" rel="noopener">Open the link</a></p>`
        : ''
      return `<li data-testid="mail"><h2>${escapeHtml(m.subject)}</h2><p class="meta">to ${escapeHtml(m.to)} · ${escapeHtml(m.receivedAt)}</p>${code}${link}<pre>${escapeHtml(m.text)}</pre></li>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Devnet mailbox</title>
<meta http-equiv="refresh" content="5">
<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:48rem}li{list-style:none;border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:0 0 1rem}.code{font:700 28px ui-monospace,monospace;letter-spacing:.2em}.meta{color:#666}pre{white-space:pre-wrap}</style>
</head><body><h1>Devnet mailbox</h1>
<p>Mail the secure site sent (newest first; the page refreshes every 5 s). <a href="/api/messages">JSON</a></p>
<ul>${items || '<li><p>No mail yet.</p></li>'}</ul></body></html>`
}
