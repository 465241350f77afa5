import { randomUUID } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { assertPortFree } from '../../ports.ts'
import { MAILBOX_PORT, SMTP_PORT } from '../secureSiteUrls.ts'
import type { MailboxMessage } from './mailboxMessage.ts'
import { renderMailboxPage } from './mailboxPage.ts'

export type { MailboxMessage } from './mailboxMessage.ts'

export type MailServer = {
  /** The mailbox page; the JSON API is under /api/messages. */
  readonly url: string
  readonly smtpPort: number
  /** Every mail received, newest first; `to` filters by recipient (case-insensitive). */
  messages(to?: string): MailboxMessage[]
  clear(): void
  close(): Promise<void>
}

export type StartMailParameters = { smtpPort?: number; mailboxPort?: number; host?: string }

const MAX_MESSAGES = 500
const MAX_MAIL_BYTES = 256 * 1024

/**
 * A real SMTP server on loopback (no auth, no TLS: it accepts only from this machine) that keeps what it
 * receives, and the mailbox over it: `GET /` a page listing the mails, `GET /api/messages?to=` the same as
 * JSON newest first, `DELETE /api/messages` clears.
 */
export async function startMail({
  smtpPort = SMTP_PORT,
  mailboxPort = MAILBOX_PORT,
  host = '127.0.0.1',
}: StartMailParameters = {}): Promise<MailServer> {
  await assertPortFree(smtpPort, host, 'the devnet SMTP server')
  await assertPortFree(mailboxPort, host, 'the devnet mailbox')
  const inbox: MailboxMessage[] = []

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const text = (mail.text ?? '').slice(0, 16_384)
          const code = /\b(\d{6})\b/.exec(text)?.[1]
          const link = /https?:\/\/[^\s<>"]+/.exec(text)?.[0]
          // Each envelope recipient gets its own entry, as separate mailboxes would.
          for (const rcpt of session.envelope.rcptTo) {
            inbox.unshift({
              id: randomUUID(),
              to: rcpt.address.toLowerCase(),
              subject: mail.subject ?? '',
              text,
              ...(code ? { code } : {}),
              ...(link ? { link } : {}),
              receivedAt: new Date().toISOString(),
            })
          }
          inbox.splice(MAX_MESSAGES)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(smtpPort, host, () => resolve())
  })

  const messages = (to?: string) =>
    to ? inbox.filter((message) => message.to === to.trim().toLowerCase()) : [...inbox]

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox')
    if (request.method === 'OPTIONS') return send(response, 204)
    if (url.pathname === '/api/messages') {
      if (request.method === 'GET')
        return send(response, 200, messages(url.searchParams.get('to') ?? undefined))
      if (request.method === 'DELETE') {
        inbox.length = 0
        return send(response, 200, { cleared: true })
      }
      return send(response, 405, { error: 'Use GET or DELETE' })
    }
    if (url.pathname === '/' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      return response.end(renderMailboxPage(messages(url.searchParams.get('to') ?? undefined)))
    }
    send(response, 404, { error: 'Not found' })
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen({ port: mailboxPort, host, exclusive: true }, resolve)
  })

  return {
    url: `http://${host}:${mailboxPort}`,
    smtpPort,
    messages,
    clear: () => {
      inbox.length = 0
    },
    close: async () => {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve())
          http.closeAllConnections()
        }),
      ])
    },
  }
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  // Tests and the e2e read the API from other origins; it holds only devnet mail.
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, DELETE, OPTIONS',
    'cache-control': 'no-store',
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  })
  response.end(body === undefined ? undefined : JSON.stringify(body))
}
