import { HTTP_REPLY_MAX_BYTES } from '../../src/constants.ts'
import {
  HttpRequestError,
  InvalidApiReplyError,
  ReplyTooLargeError,
  ServiceUnreachableError,
  TimeoutError,
} from '../../src/errors.ts'
import type { z } from '../../src/zod.ts'
import type { Clock } from '../deps.ts'
import { readLimited } from './readLimited.ts'

/** Query values; undefined ones are left out. */
export type Query = Record<string, string | number | boolean | undefined>

export type CreateHttpClientParameters = {
  baseUrl: string
  fetch: typeof fetch
  clock: Clock
  /** The parameters every call carries (spec part 7): st, sv, projectId and clientId when set. */
  commonParams: () => Query
  timeoutMs?: number | undefined
  /** Further attempts after a failure worth retrying (no answer, 408, 429, 5xx). */
  retryCount?: number | undefined
  /** Delay before the first retry; it doubles each time. */
  retryDelayMs?: number | undefined
  /** A longer reply is refused as it streams in (ReplyTooLargeError); HTTP_REPLY_MAX_BYTES unless set. */
  maxReplyBytes?: number | undefined
}

export type HttpCall<S extends z.ZodMiniType> = { query?: Query | undefined; schema: S; body?: unknown }

/** GET and POST against one service; every reply is checked with its schema. */
export type HttpClient = {
  readonly baseUrl: string
  get<S extends z.ZodMiniType>(path: string, call: HttpCall<S>): Promise<z.output<S>>
  post<S extends z.ZodMiniType>(path: string, call: HttpCall<S>): Promise<z.output<S>>
}

/** Service calls time out after 10 s, like RPC calls (spec part 9). */
export const HTTP_TIMEOUT_MS = 10_000
const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504])

/**
 * Makes the client for one service. Non-OK replies throw 'HTTP status code: {status}'; a reply that is not
 * JSON or does not match the schema throws InvalidApiReplyError, one over the size limit ReplyTooLargeError, so
 * it is never used (spec part 5).
 */
export function createHttpClient(p: CreateHttpClientParameters): HttpClient {
  const base = p.baseUrl.endsWith('/') ? p.baseUrl : `${p.baseUrl}/`
  const timeoutMs = p.timeoutMs ?? HTTP_TIMEOUT_MS
  const retryCount = p.retryCount ?? 2
  const retryDelayMs = p.retryDelayMs ?? 150
  const maxBytes = p.maxReplyBytes ?? HTTP_REPLY_MAX_BYTES

  const urlOf = (path: string, query: Query = {}) => {
    const url = new URL(path.replace(/^\/+/, ''), base)
    for (const [key, value] of Object.entries({ ...p.commonParams(), ...query }))
      if (value !== undefined) url.searchParams.set(key, String(value))
    return url.toString()
  }

  const once = async (method: 'GET' | 'POST', url: string, body: unknown): Promise<unknown> => {
    const controller = new AbortController()
    let timedOut = false
    const timer = p.clock.setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    try {
      let response: Response
      try {
        response = await p.fetch(url, {
          method,
          signal: controller.signal,
          headers: body === undefined ? undefined : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      } catch (cause) {
        if (timedOut) throw new TimeoutError(`${method} ${pathOf(url)}`, { ms: timeoutMs })
        throw new ServiceUnreachableError({ url, cause })
      }
      if (!response.ok) throw new HttpRequestError(response.status, { url, cause: await reasonOf(response) })
      const bytes = await readLimited({ response, maxBytes, url }).catch((cause: unknown) => {
        if (cause instanceof ReplyTooLargeError) throw cause
        if (timedOut) throw new TimeoutError(`${method} ${pathOf(url)}`, { ms: timeoutMs })
        throw new ServiceUnreachableError({ url, cause })
      })
      const text = new TextDecoder().decode(bytes)
      try {
        return JSON.parse(text) as unknown
      } catch (cause) {
        throw new InvalidApiReplyError({ url, details: 'The reply is not JSON.', cause })
      }
    } finally {
      p.clock.clearTimeout(timer)
    }
  }

  const call = async <S extends z.ZodMiniType>(method: 'GET' | 'POST', path: string, c: HttpCall<S>) => {
    const url = urlOf(path, c.query)
    let attempt = 0
    for (;;) {
      try {
        const json = await once(method, url, c.body)
        const result = c.schema.safeParse(json)
        if (!result.success) {
          const issue = result.error.issues[0]
          const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
          throw new InvalidApiReplyError({
            url,
            details: `${issue?.message ?? 'Invalid'}${where}`,
            cause: result.error,
          })
        }
        return result.data as z.output<S>
      } catch (error) {
        if (attempt >= retryCount || !worthRetrying(error)) throw error
        await sleep(p.clock, retryDelayMs * 2 ** attempt)
        attempt += 1
      }
    }
  }

  return {
    baseUrl: base,
    get: (path, c) => call('GET', path, c),
    post: (path, c) => call('POST', path, c),
  }
}

// Services explain a refusal as { reasons: [{ description }] }; the first description becomes the details.
async function reasonOf(response: Response): Promise<Error | undefined> {
  try {
    const body = (await response.json()) as { reasons?: { description?: unknown }[] }
    const description = body.reasons?.[0]?.description
    return typeof description === 'string' && description ? new Error(description) : undefined
  } catch {
    return undefined
  }
}

function worthRetrying(error: unknown): boolean {
  if (error instanceof HttpRequestError) return RETRY_STATUSES.has(error.status)
  // A timeout is not retried: the caller already waited as long as it should.
  return error instanceof ServiceUnreachableError
}

function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms))
}

function pathOf(url: string): string {
  return new URL(url).pathname
}
