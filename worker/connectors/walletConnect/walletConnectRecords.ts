import { defineRecord } from '../../../src/records.ts'
import { requiredWalletLinkSchema } from '../../../src/walletLinkSchemas.ts'
import { z } from '../../../src/zod.ts'

/**
 * The deep link a WalletConnect connection was made with, so later requests can bring the wallet app forward.
 * The link is checked again on read: a stored one that is not safe to open makes the record read as absent.
 */
export const walletConnectDeepLinkRecord = defineRecord(
  'walletdock:walletConnectDeepLink',
  1,
  z.object({ name: z.string().check(z.minLength(1)), href: requiredWalletLinkSchema }),
)
