import { z } from '../../zod.ts'
import { createFrameHandlers, type FrameHandlers } from '../frame/createFrameHandlers.ts'
import type { SecureFrameConfig } from '../frame/frameConfig.ts'
import { createFrameStorage } from '../frame/frameStorage.ts'
import type { MailboxMessage } from '../mail/mailboxMessage.ts'

/** A Storage over a Map: one "browser profile" of the frame in node tests. */
export class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>()
  get length() {
    return this.map.size
  }
  clear() {
    this.map.clear()
  }
  getItem(key: string) {
    return this.map.get(key) ?? null
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.map.delete(key)
  }
  setItem(key: string, value: string) {
    this.map.set(key, value)
  }
}

export type TestFrame = {
  handlers: FrameHandlers
  storage: MemoryStorage
  root: { style: { colorScheme: string }; dataset: Record<string, string | undefined> }
}

/** The frame page's handlers, run in node against a real secure site (the listener is the e2e's part). */
export function createTestFrame(
  siteUrl: string,
  config: SecureFrameConfig,
  storage = new MemoryStorage(),
  parentOrigin = 'http://127.0.0.1:5173',
): TestFrame {
  const root = { style: { colorScheme: '' }, dataset: {} }
  const handlers = createFrameHandlers({
    config,
    storage: createFrameStorage(storage),
    initialChainId: config.chains[0]?.chainId,
    root,
    reload: () => undefined,
    apiBaseUrl: siteUrl,
    parentOrigin,
    siteOrigin: new URL(siteUrl).origin,
  })
  return { handlers, storage, root }
}

const messagesSchema = z.array(
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    code: z.optional(z.string()),
    link: z.optional(z.string()),
    receivedAt: z.string(),
  }),
)

/** The newest mail to `to` through the mailbox API, waiting for it to arrive (SMTP is asynchronous). */
export async function waitForMail(
  mailboxUrl: string,
  to: string,
  { after = 0, timeoutMs = 5_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const messages = messagesSchema.parse(
      await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`).then((r) => r.json()),
    )
    const newest = messages[0]
    if (newest && messages.length > after) return newest
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** How many mails `to` has received. */
export async function countMail(mailboxUrl: string, to: string): Promise<number> {
  const messages = messagesSchema.parse(
    await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`).then((r) => r.json()),
  )
  return messages.length
}
