import { ReplyTooLargeError } from '../../src/errors.ts'

export type ReadLimitedParameters = { response: Response; maxBytes: number; url: string }

export type ReadLimitedReturnType = Uint8Array

export type ReadLimitedErrorType = ReplyTooLargeError

/**
 * Reads a reply's body, refusing it with ReplyTooLargeError as soon as it passes `maxBytes`: a declared length
 * over the limit is refused before reading, and a body that streams past it is cancelled there, so a huge or
 * endless reply never fills memory.
 */
export async function readLimited({
  response,
  maxBytes,
  url,
}: ReadLimitedParameters): Promise<ReadLimitedReturnType> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw new ReplyTooLargeError({ url, limit: maxBytes })
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer())
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
