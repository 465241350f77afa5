// The data API tests' HTTP client: one typed get and post instead of a copy per test file.

/** Anything with zod's `parse` (the product's zod/mini schemas and the devnet's classic ones alike). */
export type ReplyParser<T> = { parse(data: unknown): T }

/** A reply as the tests read it: the status, the headers, and the body as `parser` checked it (else unknown). */
export type TestReply<T> = { status: number; headers: Headers; body: T }

/** What every call the product makes carries (spec part 8): the project id and the SDK's type and version. */
const SDK_QUERY = { projectId: 'test', st: 'html-wagmi', sv: '4.2.2' }

// Without a parser the body stays unknown: the test compares it whole (toEqual) rather than reading into it.
const asIs: ReplyParser<unknown> = { parse: (data) => data }

/** A GET of the data API: the body checked by `parser` when one is given. */
export type DataApiGet = {
  (
    path: string,
    query?: Record<string, string>,
    parser?: undefined,
    headers?: Record<string, string>,
  ): Promise<TestReply<unknown>>
  <T>(
    path: string,
    query: Record<string, string>,
    parser: ReplyParser<T>,
    headers?: Record<string, string>,
  ): Promise<TestReply<T>>
}

/** A POST of a JSON body to the data API: the reply checked by `parser` when one is given. */
export type DataApiPost = {
  (path: string, body: Record<string, unknown>): Promise<TestReply<unknown>>
  <T>(path: string, body: Record<string, unknown>, parser: ReplyParser<T>): Promise<TestReply<T>>
}

async function read<T>(reply: Response, parser: ReplyParser<T>): Promise<TestReply<T>> {
  return { status: reply.status, headers: reply.headers, body: parser.parse(await reply.json()) }
}

/** A client of the data API at `baseUrl()` (a function: the tests start the API after making the client). */
export function createDataApiTestClient(baseUrl: () => string): { get: DataApiGet; post: DataApiPost } {
  const withSdkQuery = (path: string, query: Record<string, string>) => {
    const url = new URL(path, baseUrl())
    for (const [k, v] of Object.entries({ ...SDK_QUERY, ...query })) url.searchParams.set(k, v)
    return url
  }
  function get(
    path: string,
    query?: Record<string, string>,
    parser?: undefined,
    headers?: Record<string, string>,
  ): Promise<TestReply<unknown>>
  function get<T>(
    path: string,
    query: Record<string, string>,
    parser: ReplyParser<T>,
    headers?: Record<string, string>,
  ): Promise<TestReply<T>>
  async function get(
    path: string,
    query: Record<string, string> = {},
    parser: ReplyParser<unknown> = asIs,
    headers: Record<string, string> = {},
  ): Promise<TestReply<unknown>> {
    return read(await fetch(withSdkQuery(path, query), { headers }), parser)
  }
  function post(path: string, body: Record<string, unknown>): Promise<TestReply<unknown>>
  function post<T>(path: string, body: Record<string, unknown>, parser: ReplyParser<T>): Promise<TestReply<T>>
  async function post(
    path: string,
    body: Record<string, unknown>,
    parser: ReplyParser<unknown> = asIs,
  ): Promise<TestReply<unknown>> {
    const reply = await fetch(withSdkQuery(path, {}), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'test', ...body }),
    })
    return read(reply, parser)
  }
  return { get, post }
}
