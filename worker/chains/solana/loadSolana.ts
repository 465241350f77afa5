/**
 * Loads @solana/web3.js and @solana/spl-token on first use, as their own chunk of the worker: only a core
 * with a Solana account pays for them. Every Solana read or transaction goes through this.
 */
export async function loadSolana() {
  // @solana/spl-token's bigint helpers call Node's global Buffer, which a browser worker lacks: the `buffer`
  // package web3.js and spl-token already depend on stands in for it (else every read fails in the browser).
  if (!('Buffer' in globalThis)) {
    const { Buffer } = await import('buffer')
    Object.assign(globalThis, { Buffer })
  }
  const [web3, splToken] = await Promise.all([import('@solana/web3.js'), import('@solana/spl-token')])
  return { web3, splToken }
}

export type SolanaLibraries = Awaited<ReturnType<typeof loadSolana>>
export type SolanaConnection = InstanceType<SolanaLibraries['web3']['Connection']>
