import { createServer } from 'node:net'
import { expect, test } from 'vitest'
import { getFreePorts } from './ports.ts'

test('default: getFreePorts gives as many different ports as asked, each free to listen on once it returns', async () => {
  const ports = await getFreePorts(24)
  expect(ports).toHaveLength(24)
  expect(new Set(ports).size).toBe(24)
  const servers = ports.map(() => createServer())
  try {
    await Promise.all(
      servers.map(
        (server, i) =>
          new Promise<void>((resolve, reject) => {
            server.once('error', reject)
            server.listen({ port: ports[i], host: '127.0.0.1', exclusive: true }, () => resolve())
          }),
      ),
    )
  } finally {
    await Promise.all(
      servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
    )
  }
})
