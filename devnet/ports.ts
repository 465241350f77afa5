import { createServer } from 'node:net'

/** The devnet's on-ramp provider site (devnet/onramp/): its checkout pages on their own loopback origin. */
export const ONRAMP_SITE_PORT = 8560

/** Thrown before spawning a server on a port something else already holds. */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  constructor(
    readonly host: string,
    readonly port: number,
    what: string,
  ) {
    super(
      `Port ${port} on ${host} is already in use, so ${what} cannot start there. ` +
        'Stop whatever holds it (an earlier devnet?) first: devnet ports are strict, because clients ' +
        'would otherwise silently talk to the old server.',
    )
  }
}

/** Resolves when nothing listens on host:port, else rejects with PortInUseError. */
export async function assertPortFree(port: number, host: string, what: string): Promise<void> {
  // Binding is the only reliable check: a connect probe misses servers that are still starting.
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port, what) : error),
    )
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()))
  })
}

/** A port the OS considers free right now (for tests that must not clash with a running devnet). */
export async function getFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen({ port: 0, host }, () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * `count` ports the OS considers free right now, all different: each is held until every one is allotted (one
 * getFreePort after another may be given a port an earlier call had just closed).
 */
export async function getFreePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer())
  try {
    return await Promise.all(
      probes.map(
        (probe) =>
          new Promise<number>((resolve, reject) => {
            probe.once('error', reject)
            probe.listen({ port: 0, host }, () => {
              const address = probe.address()
              resolve(typeof address === 'object' && address ? address.port : 0)
            })
          }),
      ),
    )
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(() => resolve(undefined)))))
  }
}
