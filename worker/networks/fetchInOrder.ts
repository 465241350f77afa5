/**
 * A fetch for one network's RPC URLs: each request goes to the first URL, and on to the next only when that
 * one cannot be reached or answers 429 or 5xx (a JSON-RPC error is an answer, not a fault of the URL). The
 * URL a caller passes is ignored: the list, in the host's order, decides. The last fault is what the caller
 * sees when every URL failed.
 */
export function fetchInOrder(urls: readonly string[], send: typeof fetch): typeof fetch {
  return async (_input, init) => {
    let fault: unknown = new TypeError('No RPC URL to send to')
    for (const [i, url] of urls.entries()) {
      const last = i === urls.length - 1
      try {
        const response = await send(url, init)
        if (last || (response.status !== 429 && response.status < 500)) return response
        fault = new TypeError(`${url} answered ${response.status}`)
      } catch (error) {
        if (last || init?.signal?.aborted) throw error
        fault = error
      }
    }
    throw fault
  }
}
