import { z } from '../../../src/zod.ts'
import type { FrameStorage } from './frameStorage.ts'

/** A refusal of the site's API, carrying its text (which the frame passes on in `_ERROR`) and status. */
export class SiteApiError extends Error {
  override name = 'SiteApiError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const errorSchema = z.object({ error: z.string() })

/** The secure site's auth API as the frame calls it. */
export type SiteApi = {
  readonly storage: FrameStorage
  /** GET without a body, POST with one; the reply is checked by `schema`. */
  call<T>(path: string, schema: z.ZodMiniType<T>, body?: unknown): Promise<T>
}

/** Calls the auth API at `baseUrl` (the page's own origin: '') with the frame's session token. */
export function createSiteApi(storage: FrameStorage, baseUrl = ''): SiteApi {
  return { storage, call: (path, schema, body) => callSiteApi(storage, `${baseUrl}${path}`, schema, body) }
}

async function callSiteApi<T>(
  storage: FrameStorage,
  url: string,
  schema: z.ZodMiniType<T>,
  body?: unknown,
): Promise<T> {
  const token = storage.getToken()
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const parsed = errorSchema.safeParse(json)
    throw new SiteApiError(
      response.status,
      parsed.success ? parsed.data.error : `HTTP status code: ${response.status}`,
    )
  }
  return schema.parse(json)
}
