import { bytesToHex, hexToBytes } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { z } from '../../../src/zod.ts'
import { type SiteApi, SiteApiError } from './siteApi.ts'

const keyReplySchema = z.union([
  z.object({
    status: z.literal('ready'),
    address: z.string(),
    wrappedKey: z.string(),
    iv: z.string(),
    unwrapSecret: z.string(),
  }),
  z.object({ status: z.literal('new'), unwrapSecret: z.string(), proofMessage: z.string() }),
])
const registerReplySchema = z.object({ address: z.string() })

const fromBase64 = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

const importSecret = (secret: string) =>
  crypto.subtle.importKey('raw', fromBase64(secret), 'AES-GCM', false, ['encrypt', 'decrypt'])

/**
 * The signed-in account's wallet key, in this frame's memory only: unwrapped (AES-GCM, WebCrypto) with the
 * secret the site releases to the session, or made here at first login, wrapped and registered with a proof.
 */
export async function loadWalletKey(api: SiteApi): Promise<PrivateKeyAccount> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const reply = await api.call('/api/wallet/key', keyReplySchema, {})
    const secret = await importSecret(reply.unwrapSecret)
    if (reply.status === 'ready') {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(reply.iv) },
        secret,
        fromBase64(reply.wrappedKey),
      )
      const account = privateKeyToAccount(bytesToHex(new Uint8Array(plain)))
      if (account.address.toLowerCase() !== reply.address.toLowerCase())
        throw new Error('The stored wallet key does not match its address')
      return account
    }
    const privateKey = generatePrivateKey()
    const account = privateKeyToAccount(privateKey)
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const wrapped = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, secret, new Uint8Array(hexToBytes(privateKey))),
    )
    try {
      await api.call('/api/wallet/register', registerReplySchema, {
        address: account.address,
        wrappedKey: toBase64(wrapped),
        iv: toBase64(iv),
        signature: await account.signMessage({ message: reply.proofMessage }),
      })
      return account
    } catch (error) {
      // Another tab's frame registered a key first: use that one.
      if (error instanceof SiteApiError && error.status === 409) continue
      throw error
    }
  }
  throw new Error('Could not load the wallet key')
}
