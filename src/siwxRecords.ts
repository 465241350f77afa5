import { defineRecord } from './records.ts'
import { siwxSessionSchema } from './siwx.ts'

/**
 * A Sign-In With X session, one per chain: the key is suffixed with the CAIP network id, so a bad record of one
 * chain reads as none and leaves every other chain's session as it was.
 */
export const siwxSessionRecord = defineRecord('walletdock:siwxSession:', 1, siwxSessionSchema)
