import type { Frame, Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { SECURE_SITE_URL } from '../devnet/secureSite/secureSiteUrls.ts'
import { z } from '../devnet/zod.ts'
import { logIn, newEmail, signAndVerify, test } from './emailFixtures.ts'
import { dialog, expect, openModal, startRequest } from './fixtures.ts'

// Issue 13: the embedded wallet's key lives on the secure site's origin only, and the frame follows the host's
// theme (also an OS theme change under themeMode 'system').

/** The secure frame of the page (on the secure site's origin), once it is there. */
async function secureFrame(page: Page): Promise<Frame> {
  let found: Frame | undefined
  await expect
    .poll(() => {
      found = page.frames().find((f) => f.url().startsWith(`${SECURE_SITE_URL}/frame`))
      return found !== undefined
    })
    .toBe(true)
  if (!found) throw new Error('no secure frame')
  return found
}

test("themeMode 'system': an OS theme change after start reaches the frame", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/?theme=system')
  await openModal(page)
  const frame = await secureFrame(page)
  // What the frame was told (its SYNC_THEME handler marks its root), read on the secure site's page itself.
  const frameTheme = () => frame.evaluate(() => document.documentElement.dataset.theme ?? null)
  await expect.poll(frameTheme).toBe('light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(frameTheme).toBe('dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(frameTheme).toBe('light')
})

const walletSchema = z.object({
  address: z.string(),
  privateKey: z.string(),
  unwrapSecret: z.string(),
  wrappedKey: z.string(),
})

/** Everything the host origin keeps: localStorage, sessionStorage and every IndexedDB database (all stores). */
function dumpHostStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const text = (value: unknown) =>
      JSON.stringify(value, (_, v: unknown) => {
        if (typeof v === 'bigint') return v.toString()
        if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) {
          const bytes = v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer)
          return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
        }
        return v
      })
    const dump: Record<string, unknown> = {
      localStorage: Object.fromEntries(Object.entries(localStorage)),
      sessionStorage: Object.fromEntries(Object.entries(sessionStorage)),
    }
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result)
        r.onerror = () => reject(r.error)
      })
    const databases = await indexedDB.databases()
    for (const { name } of databases) {
      if (!name) continue
      const db = await request(indexedDB.open(name))
      const stores: Record<string, unknown> = {}
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store, 'readonly').objectStore(store)
        stores[store] = { keys: await request(tx.getAllKeys()), values: await request(tx.getAll()) }
      }
      db.close()
      dump[`indexedDB:${name}`] = stores
    }
    return text({ dump, databases: databases.map((d) => d.name) })
  })
}

test('the embedded wallet’s key and its unwrap secret never reach the host page, its worker or its storage', async ({
  page,
  context,
}) => {
  // Every message the host page gets or sends: window messages (the frame's replies) and every message port
  // (the worker's core and its replies), recorded before any of the page's own scripts run.
  await context.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { seenMessages: seen })
    const record = (data: unknown) => {
      try {
        seen.push(JSON.stringify(data, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
      } catch {
        seen.push(String(data))
      }
    }
    addEventListener('message', (event) => record(event.data), true)
    const listen = MessagePort.prototype.addEventListener
    MessagePort.prototype.addEventListener = function (
      this: MessagePort,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type === 'message') listen.call(this, 'message', (event) => record((event as MessageEvent).data))
      return listen.call(this, type, listener, options)
    }
    const post = MessagePort.prototype.postMessage as (this: MessagePort, ...args: unknown[]) => void
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
      record(args[0])
      return post.apply(this, args)
    } as typeof MessagePort.prototype.postMessage
    const workerListen = Worker.prototype.addEventListener
    Worker.prototype.addEventListener = function (
      this: Worker,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type === 'message')
        workerListen.call(this, 'message', (event) => record((event as MessageEvent).data))
      return workerListen.call(this, type, listener, options)
    }
  })
  // What the secure site's API sends its frame (on its own origin): where the unwrap secret does travel.
  const siteReplies: string[] = []
  page.on('response', (response) => {
    if (response.url().startsWith(`${SECURE_SITE_URL}/api/wallet/key`))
      void response.text().then((body) => siteReplies.push(body))
  })

  const email = newEmail('custody')
  const address = (await logIn(page, email)) as `0x${string}`
  await page.keyboard.press('Escape')
  const signed = await signAndVerify(page, address, 'Walletdock key custody')
  // A second request through the worker after the signature (the host's reads pass it too).
  await startRequest(page, 'eth_chainId', [])

  const reply = await page.request.post(`${SECURE_SITE_URL}/_devnet/wallet`, { data: { email } })
  expect(reply.ok()).toBe(true)
  const wallet = walletSchema.parse(await reply.json())
  // The key the devnet holds is the one that signed: what we look for is the real key.
  expect(privateKeyToAccount(wallet.privateKey as `0x${string}`).address).toBe(address)
  const keyHex = wallet.privateKey.slice(2).toLowerCase()
  const secrets = [
    keyHex,
    Buffer.from(keyHex, 'hex').toString('base64'),
    wallet.unwrapSecret,
    Buffer.from(wallet.unwrapSecret, 'base64').toString('hex'),
  ]

  const messages = await page.evaluate(() => (window as unknown as { seenMessages: string[] }).seenMessages)
  // The recording works: the frame's replies and the worker's traffic (with the signature) are in it.
  expect(messages.some((m) => m.includes('@walletdock-frame/GET_USER_SUCCESS'))).toBe(true)
  expect(messages.some((m) => m.includes(signed.slice(2, 40)))).toBe(true)
  const storage = await dumpHostStorage(page)
  expect(storage).toContain('indexedDB:')
  for (const haystack of [messages.join('\n'), storage]) {
    for (const secret of secrets) {
      expect(haystack).not.toContain(secret)
      expect(haystack.toLowerCase()).not.toContain(secret.toLowerCase())
    }
  }
  // The same search finds the secret where it belongs: in the secure site's replies to its own frame.
  await expect.poll(() => siteReplies.some((body) => body.includes(wallet.unwrapSecret))).toBe(true)
  // And the host's modal still shows the account (nothing above broke the page).
  await openModal(page)
  await expect(dialog(page).getByRole('button', { name: `Edit email ${email}` })).toBeVisible()
})
