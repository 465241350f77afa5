import { createServer, type Socket } from 'node:net'

/** A TCP server that accepts every connection and never answers: a remote host that hangs. */
export type HangServer = { port: number; accepted(): number; close(): Promise<void> }

export async function startHangServer(port: number): Promise<HangServer> {
  const sockets = new Set<Socket>()
  let accepted = 0
  const server = createServer((socket) => {
    accepted += 1
    sockets.add(socket)
    socket.on('error', () => undefined)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port,
    accepted: () => accepted,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
