import { defineRecord } from '../../../src/records.ts'
import { z } from '../../../src/zod.ts'

/** The deep link a WalletConnect connection was made with, so later requests can bring the wallet app forward. */
export const walletConnectDeepLinkRecord = defineRecord(
  'walletdock:walletConnectDeepLink',
  1,
  z.object({ name: z.string().check(z.minLength(1)), href: z.string().check(z.minLength(1)) }),
)
