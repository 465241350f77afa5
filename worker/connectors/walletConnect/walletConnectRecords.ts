import { defineRecord } from '../../../src/records.ts'
import { z } from '../../../src/zod.ts'

/** The deep link a WalletConnect connection was made with, so later requests can bring the wallet app forward. */
export const walletConnectDeepLinkRecord = defineRecord(
  'walletdock:walletConnectDeepLink',
  1,
  z.object({ name: z.string().min(1), href: z.string().min(1) }),
)
