import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** AES-256-GCM ciphertext: a 12-byte nonce and the ciphertext with its 16-byte tag, both base64. */
export type Sealed = { iv: string; data: string }

/** Seals and opens small secrets with the secure site's master key (AES-256-GCM, node crypto). */
export type Sealer = { seal(plain: Buffer): Sealed; open(sealed: Sealed): Buffer }

/** A sealer over a 32-byte master key. */
export function createSealer(masterKey: Buffer): Sealer {
  if (masterKey.length !== 32) throw new Error('The master key must be 32 bytes')
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', masterKey, iv)
      const data = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()])
      return { iv: iv.toString('base64'), data: data.toString('base64') }
    },
    open(sealed) {
      const data = Buffer.from(sealed.data, 'base64')
      const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(sealed.iv, 'base64'))
      decipher.setAuthTag(data.subarray(data.length - 16))
      return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()])
    },
  }
}
