export type WaitForChainIdParameters = {
  rpcUrl: string
  chainId: number
  timeoutMs?: number | undefined
  /** Settles when the server process is gone, so a crash fails fast instead of waiting for the timeout. */
  exited?: Promise<unknown> | undefined
}

/** Polls `eth_chainId` until the server answers with the expected chain. */
export async function waitForChainId({
  rpcUrl,
  chainId,
  timeoutMs = 15_000,
  exited,
}: WaitForChainIdParameters): Promise<void> {
  let gone = false
  exited?.then(() => {
    gone = true
  })
  const deadline = Date.now() + timeoutMs
  while (!gone && Date.now() < deadline) {
    const answer = await readChainId(rpcUrl)
    if (answer === chainId) return
    // Another chain answering means another server holds the port: never talk to it silently.
    if (answer !== undefined) throw new Error(`${rpcUrl} answered chain ${answer}, expected ${chainId}.`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(
    gone ? `the process exited before ${rpcUrl} answered.` : `${rpcUrl} did not answer in ${timeoutMs} ms.`,
  )
}

async function readChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    const body: unknown = await response.json()
    const result = typeof body === 'object' && body && 'result' in body ? body.result : undefined
    return typeof result === 'string' ? Number.parseInt(result, 16) : undefined
  } catch {
    // Not listening yet: keep polling.
    return undefined
  }
}
