// The result of a social login as the secure site's callback page (in the popup) hands it to the app: read by
// the tab's ConnectingSocial view and written by the devnet's secure site. Plain checks, no zod.

/** The message type the secure site's social callback page posts to the window that opened the login popup. */
export const SOCIAL_RESULT_TYPE = '@walletdock-frame/SOCIAL_RESULT'

/**
 * The result URI of a social login from the callback page's message, or undefined for anything else: the
 * message must come from the secure site's origin (the caller also checks it is the popup's window), be of
 * SOCIAL_RESULT_TYPE and carry a URI on that same origin.
 */
export function socialResultUri(
  event: { origin: string; data: unknown },
  secureSite: string,
): string | undefined {
  const origin = new URL(secureSite).origin
  if (event.origin !== origin) return undefined
  const data = event.data as { type?: unknown; resultUri?: unknown } | null
  if (typeof data !== 'object' || data === null || data.type !== SOCIAL_RESULT_TYPE) return undefined
  const uri = data.resultUri
  if (typeof uri !== 'string' || uri.length > 4096) return undefined
  try {
    return new URL(uri).origin === origin ? uri : undefined
  } catch {
    return undefined
  }
}
