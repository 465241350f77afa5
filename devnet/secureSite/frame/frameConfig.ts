import { z } from '../../../src/zod.ts'

/** What the secure site tells its frame page (a JSON script tag in the page, not executed). */
export const secureFrameConfigSchema = z.object({
  version: z.string(),
  /** Parent origins the frame talks to; any other parent gets no FRAME_READY and no replies. */
  allowedOrigins: z.array(z.string()),
  chains: z.array(
    z.object({
      chainId: z.number(),
      name: z.string(),
      rpcUrl: z.string(),
      nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
    }),
  ),
})
export type SecureFrameConfig = z.infer<typeof secureFrameConfigSchema>

/** The id of the script tag holding the config. */
export const FRAME_CONFIG_ELEMENT_ID = 'secure-frame-config'
