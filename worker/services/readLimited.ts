import { ReplyTooLargeError } from '../../src/errors.ts'

export type ReadLimitedParameters = { response: Response; maxBytes: number; url: string }

export type ReadLimitedReturnType = Uint8Array

export type ReadLimitedErrorType = ReplyTooLargeError

/**
 * Reads a reply's body, refusing it with ReplyTooLargeError as soon as it passes `maxBytes`: a declared length
 * over the limit is refused before reading, and a body that streams past it is cancelled there, so a huge or
 * endless reply never fills memory. A body whose declared length is within the limit is read whole: the browser
 * delivers no more than it declares, and Chromium logs a `Cache-Control: no-store` reply read through a stream
 * reader in a dedicated worker as cancelled (net::ERR_ABORTED) in the host's network log although every byte
 * arrived.
 */
export async function readLimited({
  response,
  maxBytes,
  url,
}: ReadLimitedParameters): Promise<ReadLimitedReturnType> {
  const header = response.headers.get('content-length')
  const declared = header === null || header.trim() === '' ? Number.NaN : Number(header)
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw new ReplyTooLargeError({ url, limit: maxBytes })
  }
  if (Number.isFinite(declared) || !response.body) return new Uint8Array(await response.arrayBuffer())
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new ReplyTooLargeError({ url, limit: maxBytes })
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
