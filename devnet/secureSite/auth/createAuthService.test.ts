import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'
import { createAccountStore } from './accountStore.ts'
import { AUTH_ERRORS } from './authErrors.ts'
import { type AuthOptions, createAuthService, type OutgoingMail } from './createAuthService.ts'
import { createSealer } from './sealing.ts'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

const DEVICE = 'device-aaaaaaaaaaaaaaaa'
const OTHER_DEVICE = 'device-bbbbbbbbbbbbbbbb'

async function setup(options: Partial<AuthOptions> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'walletdock-auth-'))
  dirs.push(dir)
  const file = join(dir, 'accounts.json')
  const store = createAccountStore(file)
  let time = 1_000_000
  const outbox: OutgoingMail[] = []
  const funded: string[] = []
  const auth = createAuthService({
    store,
    sealer: createSealer(randomBytes(32)),
    sendMail: async (mail) => {
      outbox.push(mail)
    },
    fundWallet: async (address) => {
      funded.push(address)
    },
    deviceLink: (token) => `http://site.test/device/approve?token=${token}`,
    now: () => time,
    options,
  })
  const codeOf = (to: string) => {
    const mail = outbox.filter((m) => m.to === to).at(-1)
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1]
    if (!code) throw new Error(`No code for ${to}`)
    return code
  }
  const linkTokenOf = (to: string) => {
    const mail = outbox.filter((m) => m.to === to).at(-1)
    const token = mail && /token=([\w-]+)/.exec(mail.text)?.[1]
    if (!token) throw new Error(`No link for ${to}`)
    return token
  }
  const advance = (ms: number) => {
    time += ms
  }
  const logIn = async (email: string, deviceId = DEVICE) => {
    await auth.connectEmail({ email, deviceId })
    return auth.connectOtp({ email, otp: codeOf(email), deviceId })
  }
  return { auth, outbox, funded, codeOf, linkTokenOf, advance, logIn, file }
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('codes', () => {
  test('default: a new address gets a code; the right code opens a session', async () => {
    const { auth, outbox, codeOf } = await setup()
    expect(await auth.connectEmail({ email: 'Ann@Example.test', deviceId: DEVICE })).toEqual({
      action: 'VERIFY_OTP',
    })
    expect(outbox.map((m) => m.to)).toEqual(['ann@example.test'])
    const session = auth.connectOtp({
      email: 'ann@example.test',
      otp: codeOf('ann@example.test'),
      deviceId: DEVICE,
    })
    expect(auth.getSession(session.token)).toMatchObject({ email: 'ann@example.test', address: undefined })
  })

  test('behavior: a wrong code says so and allows a retry; the 5th wrong try spends the code', async () => {
    const { auth, codeOf } = await setup()
    await auth.connectEmail({ email: 'a@x.test', deviceId: DEVICE })
    const code = codeOf('a@x.test')
    expect(() => auth.connectOtp({ email: 'a@x.test', otp: wrong(code), deviceId: DEVICE })).toThrow(
      AUTH_ERRORS.invalidCode,
    )
    expect(auth.connectOtp({ email: 'a@x.test', otp: code, deviceId: DEVICE }).token).toMatch(/^[\w-]{40,}$/)

    const { auth: auth2, codeOf: codeOf2 } = await setup()
    await auth2.connectEmail({ email: 'b@x.test', deviceId: DEVICE })
    const code2 = codeOf2('b@x.test')
    for (let i = 0; i < 4; i++)
      expect(() => auth2.connectOtp({ email: 'b@x.test', otp: wrong(code2), deviceId: DEVICE })).toThrow(
        AUTH_ERRORS.invalidCode,
      )
    expect(() => auth2.connectOtp({ email: 'b@x.test', otp: wrong(code2), deviceId: DEVICE })).toThrow(
      AUTH_ERRORS.tooManyAttempts,
    )
    expect(() => auth2.connectOtp({ email: 'b@x.test', otp: code2, deviceId: DEVICE })).toThrow(
      AUTH_ERRORS.noCode,
    )
  })

  test('behavior: a code expires after 10 minutes', async () => {
    const { auth, codeOf, advance } = await setup()
    await auth.connectEmail({ email: 'a@x.test', deviceId: DEVICE })
    advance(10 * 60_000 + 1)
    expect(() => auth.connectOtp({ email: 'a@x.test', otp: codeOf('a@x.test'), deviceId: DEVICE })).toThrow(
      AUTH_ERRORS.codeExpired,
    )
  })

  test('behavior: a new code within 30 s is refused with the seconds left; after 30 s it is sent and the old code is void', async () => {
    const { auth, outbox, codeOf, advance } = await setup()
    await auth.connectEmail({ email: 'a@x.test', deviceId: DEVICE })
    const first = codeOf('a@x.test')
    advance(12_000)
    await expect(auth.connectEmail({ email: 'a@x.test', deviceId: DEVICE })).rejects.toThrow(
      AUTH_ERRORS.cooldown(18),
    )
    expect(outbox).toHaveLength(1)
    advance(18_000)
    await auth.connectEmail({ email: 'a@x.test', deviceId: DEVICE })
    expect(outbox).toHaveLength(2)
    const second = codeOf('a@x.test')
    if (second !== first)
      expect(() => auth.connectOtp({ email: 'a@x.test', otp: first, deviceId: DEVICE })).toThrow(
        AUTH_ERRORS.invalidCode,
      )
    expect(auth.connectOtp({ email: 'a@x.test', otp: second, deviceId: DEVICE }).token).toBeTruthy()
  })

  test('behavior: at most 10 mails to one address in 10 minutes', async () => {
    const { auth, outbox, advance } = await setup()
    for (let i = 0; i < 10; i++) {
      await auth.connectEmail({ email: 'a@x.test', deviceId: DEVICE })
      advance(30_000)
    }
    await expect(auth.connectEmail({ email: 'a@x.test', deviceId: DEVICE })).rejects.toThrow(
      AUTH_ERRORS.rateLimited,
    )
    expect(outbox).toHaveLength(10)
    advance(10 * 60_000)
    expect(await auth.connectEmail({ email: 'a@x.test', deviceId: DEVICE })).toEqual({ action: 'VERIFY_OTP' })
  })

  test('behavior: a code asked from one device does not log in another', async () => {
    const { auth, codeOf } = await setup()
    await auth.connectEmail({ email: 'a@x.test', deviceId: DEVICE })
    expect(() =>
      auth.connectOtp({ email: 'a@x.test', otp: codeOf('a@x.test'), deviceId: OTHER_DEVICE }),
    ).toThrow(AUTH_ERRORS.invalidCode)
  })
})

describe('devices and sessions', () => {
  test('default: a live session for the address connects without a code', async () => {
    const { auth, outbox, logIn } = await setup()
    const session = await logIn('a@x.test')
    expect(await auth.connectEmail({ email: 'a@x.test', deviceId: DEVICE, token: session.token })).toEqual({
      action: 'CONNECT',
    })
    expect(outbox).toHaveLength(1)
  })

  test('behavior: a new device of a known address approves by link; CONNECT_DEVICE then resolves and a code follows', async () => {
    const { auth, outbox, codeOf, linkTokenOf, logIn } = await setup()
    await logIn('a@x.test')
    expect(await auth.connectEmail({ email: 'a@x.test', deviceId: OTHER_DEVICE })).toEqual({
      action: 'VERIFY_DEVICE',
    })
    expect(outbox.at(-1)).toMatchObject({
      to: 'a@x.test',
      subject: 'Approve a new device for your Walletdock login',
    })
    const link = linkTokenOf('a@x.test')
    const waiting = auth.connectDevice({ email: 'a@x.test', deviceId: OTHER_DEVICE, waitMs: 5_000 })
    expect(auth.approveDevice(link)).toBe(true)
    await waiting
    expect(
      auth.connectOtp({ email: 'a@x.test', otp: codeOf('a@x.test'), deviceId: OTHER_DEVICE }).token,
    ).toBeTruthy()
    // Approved once: the device gets codes from now on, and the link is spent.
    expect(auth.approveDevice(link)).toBe(false)
  })

  test('behavior: a device link that is not opened in time fails CONNECT_DEVICE', async () => {
    const { auth, logIn } = await setup()
    await logIn('a@x.test')
    await auth.connectEmail({ email: 'a@x.test', deviceId: OTHER_DEVICE })
    await expect(
      auth.connectDevice({ email: 'a@x.test', deviceId: OTHER_DEVICE, waitMs: 50 }),
    ).rejects.toThrow(AUTH_ERRORS.deviceNotApproved)
    expect(auth.approveDevice('not-a-token')).toBe(false)
  })

  test('behavior: sign-out and expiry end a session', async () => {
    const { auth, logIn, advance } = await setup({ sessionTtlMs: 60_000 })
    const first = await logIn('a@x.test')
    auth.signOut(first.token)
    expect(auth.getSession(first.token)).toBeUndefined()
    advance(30_000)
    const second = await logIn('a@x.test')
    advance(60_001)
    expect(auth.getSession(second.token)).toBeUndefined()
    expect(() => auth.walletKey(second.token)).toThrow(AUTH_ERRORS.notSignedIn)
  })
})

describe('update e-mail', () => {
  test('default: a code to the old address, then to the new one; the account takes the new address', async () => {
    const { auth, outbox, codeOf, logIn } = await setup()
    const { token } = await logIn('old@x.test')
    expect(await auth.updateEmail(token, 'New@X.test')).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(outbox.at(-1)?.to).toBe('old@x.test')
    await auth.updateEmailPrimary(token, codeOf('old@x.test'))
    expect(outbox.at(-1)?.to).toBe('new@x.test')
    expect(() => auth.updateEmailSecondary(token, wrong(codeOf('new@x.test')))).toThrow(
      AUTH_ERRORS.invalidCode,
    )
    expect(auth.updateEmailSecondary(token, codeOf('new@x.test'))).toEqual({ newEmail: 'new@x.test' })
    expect(auth.getSession(token)?.email).toBe('new@x.test')
  })

  test('behavior: the same or a taken address is refused', async () => {
    const { auth, logIn, advance } = await setup()
    const { token } = await logIn('a@x.test')
    advance(30_000)
    await logIn('b@x.test')
    await expect(auth.updateEmail(token, 'a@x.test')).rejects.toThrow(AUTH_ERRORS.sameEmail)
    await expect(auth.updateEmail(token, 'b@x.test')).rejects.toThrow(AUTH_ERRORS.emailTaken)
    await expect(auth.updateEmail(undefined, 'c@x.test')).rejects.toThrow(AUTH_ERRORS.notSignedIn)
  })
})

describe('key custody', () => {
  test('default: the stored file holds the wrapped key and the sealed secret, never the plain key or secret', async () => {
    const { auth, logIn, funded, file } = await setup()
    const { token } = await logIn('a@x.test')
    const fresh = auth.walletKey(token)
    if (fresh.status !== 'new') throw new Error('expected a new wallet')
    // The frame's part (WebCrypto AES-GCM under the released secret), done here with node's WebCrypto.
    const privateKey = generatePrivateKey()
    const account = privateKeyToAccount(privateKey)
    const secret = await crypto.subtle.importKey(
      'raw',
      Buffer.from(fresh.unwrapSecret, 'base64'),
      'AES-GCM',
      false,
      ['encrypt', 'decrypt'],
    )
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const wrapped = Buffer.from(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, secret, Buffer.from(privateKey.slice(2), 'hex')),
    )
    await expect(
      auth.registerWallet(token, {
        address: account.address,
        wrappedKey: wrapped.toString('base64'),
        iv: Buffer.from(iv).toString('base64'),
        signature: await privateKeyToAccount(generatePrivateKey()).signMessage({
          message: fresh.proofMessage,
        }),
      }),
    ).rejects.toThrow(AUTH_ERRORS.badProof)
    await auth.registerWallet(token, {
      address: account.address,
      wrappedKey: wrapped.toString('base64'),
      iv: Buffer.from(iv).toString('base64'),
      signature: await account.signMessage({ message: fresh.proofMessage }),
    })
    expect(funded).toEqual([account.address])

    const stored = await readFile(file, 'utf8')
    const secretBytes = Buffer.from(fresh.unwrapSecret, 'base64')
    for (const plain of [privateKey.slice(2), Buffer.from(privateKey.slice(2), 'hex').toString('base64')])
      expect(stored.toLowerCase()).not.toContain(plain.toLowerCase())
    for (const plain of [fresh.unwrapSecret, secretBytes.toString('hex')]) expect(stored).not.toContain(plain)
    expect(stored).toContain(account.address)

    // A later session gets the same wrapped key and secret back; it unwraps to the same key.
    const again = auth.walletKey(token)
    if (again.status !== 'ready') throw new Error('expected the wallet')
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: Buffer.from(again.iv, 'base64') },
      secret,
      Buffer.from(again.wrappedKey, 'base64'),
    )
    expect(`0x${Buffer.from(plain).toString('hex')}`).toBe(privateKey)
    // The devnet's test hook tells the same key, secret and blob (e2e looks for them in the host page).
    expect(auth.revealWallet('A@x.test')).toEqual({
      address: account.address,
      privateKey,
      unwrapSecret: fresh.unwrapSecret,
      wrappedKey: wrapped.toString('base64'),
    })
    expect(auth.revealWallet('nobody@x.test')).toBeUndefined()
    await expect(
      auth.registerWallet(token, {
        address: account.address,
        wrappedKey: again.wrappedKey,
        iv: again.iv,
        signature: await account.signMessage({ message: fresh.proofMessage }),
      }),
    ).rejects.toThrow(AUTH_ERRORS.walletExists)
  })

  test('behavior: a store file that fails validation is refused, not overwritten', async () => {
    const { file, logIn } = await setup()
    await logIn('a@x.test')
    await writeFile(file, JSON.stringify({ version: 1, accounts: 'nope', sessions: [] }))
    expect(() => createAccountStore(file)).toThrow(/is not valid/)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ version: 1, accounts: 'nope', sessions: [] })
  })
})
