import { createServer, type Server, type Socket } from 'node:net'
import { dialog, expect, initWalletMode, openModal, test } from './fixtures.ts'

// A host that accepts connections and never answers (a peer modal needed ~93 s to open on such a network).
let server: Server
let port = 0
const sockets = new Set<Socket>()

test.beforeAll(async () => {
  server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  port = typeof address === 'object' && address ? address.port : 0
})

test.afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => server.close(resolve))
})

test('the modal opens and Connect is usable while every remote host hangs', async ({ context, page }) => {
  await initWalletMode(context, 'approve')
  const hanging = encodeURIComponent(`http://127.0.0.1:${port}`)
  await page.goto(`/?rpc=${hanging}&api=${hanging}`)
  await openModal(page)
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  // Connecting needs only the wallet; the balance fills in later (here: never) without blocking anything.
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(dialog(page).getByText('Loading balance…')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await openModal(page)
})
