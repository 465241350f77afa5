import {
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto'
import { type Address, getAddress, type Hex, verifyMessage } from 'viem'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../src/secureFrame/frameMessages.ts'
import type { Account, AccountStore, Session } from './accountStore.ts'
import { AUTH_ERRORS, AuthError } from './authErrors.ts'
import type { Sealer } from './sealing.ts'

/** One e-mail the service sends. */
export type OutgoingMail = { to: string; subject: string; text: string }

export type AuthOptions = {
  /** Between two codes (or links) of one purpose to one address; the spec's 30 s. */
  cooldownMs: number
  /** At most `sendLimit` e-mails to one address per `sendWindowMs`. */
  sendLimit: number
  sendWindowMs: number
  codeTtlMs: number
  /** Wrong tries before a code is spent. */
  maxAttempts: number
  deviceLinkTtlMs: number
  sessionTtlMs: number
}

export const DEFAULT_AUTH_OPTIONS: AuthOptions = {
  cooldownMs: EMAIL_LOGIN_COOLDOWN_MS,
  sendLimit: 10,
  sendWindowMs: 10 * 60_000,
  codeTtlMs: 10 * 60_000,
  maxAttempts: 5,
  deviceLinkTtlMs: 15 * 60_000,
  sessionTtlMs: 7 * 24 * 60 * 60_000,
}

/** The secure site as the social login provider's OAuth client (devnet/socialProvider). */
export type SocialLoginOptions = {
  /** The provider stand-in's origin; each provider is a path under it (`/google/authorize`, …). */
  providerUrl: string
  clientId: string
  clientSecret: string
  /** This site's callback page, registered with the provider. */
  redirectUri: string
  /** App origins a login may be for (the frame's parent). */
  allowedOrigins: readonly string[]
}

export type CreateAuthServiceParameters = {
  store: AccountStore
  sealer: Sealer
  sendMail(mail: OutgoingMail): Promise<void>
  /** Gives a new wallet its devnet funds. */
  fundWallet(address: Address): Promise<void>
  /** Builds the device-approval link for a token. */
  deviceLink(token: string): string
  now?: () => number
  options?: Partial<AuthOptions>
  social?: SocialLoginOptions | undefined
}

type CodePurpose = 'login' | 'update-primary' | 'update-secondary'
type PendingCode = {
  hash: Buffer
  expiresAt: number
  attempts: number
  /** login: the device that asked; update: the account and the new address. */
  deviceId?: string
  accountId?: string
  newEmail?: string
}
type DeviceRequest = {
  tokenHash: string
  email: string
  deviceId: string
  expiresAt: number
  approved: boolean
}

export type ConnectEmailResult = { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }
export type SessionResult = { token: string; expiresAt: number }
export type WalletKeyResult =
  | { status: 'ready'; address: Address; wrappedKey: string; iv: string; unwrapSecret: string }
  | { status: 'new'; unwrapSecret: string; proofMessage: string }

export type AuthService = ReturnType<typeof createAuthService>

const sha256 = (value: string) => createHash('sha256').update(value).digest()
const normalize = (email: string) => email.trim().toLowerCase()

/** The message a new wallet's key signs, proving the frame holds the key of the address it registers. */
export function walletProofMessage(accountId: string): string {
  return `Walletdock secure site: this key belongs to account ${accountId}`
}

/**
 * The secure site's auth logic: codes by e-mail, device approval by link, sessions, e-mail change and the
 * wallet key custody records. Time comes from `now` so tests (and the devnet clock endpoint) move it.
 */
export function createAuthService({
  store,
  sealer,
  sendMail,
  fundWallet,
  deviceLink,
  now = Date.now,
  options: overrides = {},
  social,
}: CreateAuthServiceParameters) {
  const options = { ...DEFAULT_AUTH_OPTIONS, ...overrides }
  const codes = new Map<string, PendingCode>()
  const lastSend = new Map<string, number>()
  const sendLog = new Map<string, number[]>()
  const deviceRequests: DeviceRequest[] = []
  const approvalWaiters = new Set<() => void>()
  // The new address of an e-mail change whose first code was right, by account.
  const pendingNewEmail = new Map<string, string>()
  // Social logins under way, by their OAuth state: the app they are for and the PKCE verifier.
  const socialStates = new Map<
    string,
    { provider: string; appOrigin: string; codeVerifier: string; expiresAt: number }
  >()
  const liveSocialState = (state: string) => {
    const pending = socialStates.get(state)
    return pending && now() <= pending.expiresAt ? pending : undefined
  }

  const accountByEmail = (email: string) => store.data.accounts.find((a) => a.email === normalize(email))
  const accountById = (id: string) => store.data.accounts.find((a) => a.id === id)

  // The cooldown is per purpose (a login code does not block the e-mail-change code just after it); the
  // window limit counts every e-mail to the address.
  function checkSend(email: string, purpose: string, cooldown: boolean): void {
    const t = now()
    const last = lastSend.get(`${purpose}:${email}`)
    if (cooldown && last !== undefined && t - last < options.cooldownMs)
      throw new AuthError(429, AUTH_ERRORS.cooldown(Math.ceil((options.cooldownMs - (t - last)) / 1000)))
    const recent = (sendLog.get(email) ?? []).filter((at) => t - at < options.sendWindowMs)
    if (recent.length >= options.sendLimit) throw new AuthError(429, AUTH_ERRORS.rateLimited)
    recent.push(t)
    sendLog.set(email, recent)
    lastSend.set(`${purpose}:${email}`, t)
  }

  async function sendCode(
    email: string,
    purpose: CodePurpose,
    fields: Omit<PendingCode, 'hash' | 'expiresAt' | 'attempts'>,
    appName: string | undefined,
    cooldown = true,
  ): Promise<void> {
    checkSend(email, purpose, cooldown)
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    codes.set(`${purpose}:${email}`, {
      hash: sha256(code),
      expiresAt: now() + options.codeTtlMs,
      attempts: 0,
      ...fields,
    })
    const what =
      purpose === 'login'
        ? `sign in${appName ? ` to ${appName}` : ''}`
        : purpose === 'update-primary'
          ? 'confirm the change of your e-mail address (sent to your current address)'
          : 'confirm your new e-mail address'
    const minutes = Math.round(options.codeTtlMs / 60_000)
    await sendMail({
      to: email,
      subject: `${code} is your Walletdock code`,
      text: `Your code to ${what}:\n\n${code}\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    })
  }

  function checkCode(email: string, purpose: CodePurpose, otp: string): PendingCode {
    const key = `${purpose}:${email}`
    const pending = codes.get(key)
    if (!pending) throw new AuthError(400, AUTH_ERRORS.noCode)
    if (now() > pending.expiresAt) {
      codes.delete(key)
      throw new AuthError(400, AUTH_ERRORS.codeExpired)
    }
    if (!timingSafeEqual(sha256(otp), pending.hash)) {
      pending.attempts += 1
      if (pending.attempts >= options.maxAttempts) {
        codes.delete(key)
        throw new AuthError(400, AUTH_ERRORS.tooManyAttempts)
      }
      throw new AuthError(400, AUTH_ERRORS.invalidCode)
    }
    codes.delete(key)
    return pending
  }

  function liveSession(token: string | undefined): { session: Session; account: Account } | undefined {
    if (!token) return undefined
    const hash = sha256(token).toString('hex')
    const session = store.data.sessions.find((s) => s.tokenHash === hash)
    if (!session) return undefined
    if (now() > session.expiresAt) {
      store.data.sessions = store.data.sessions.filter((s) => s !== session)
      store.save()
      return undefined
    }
    const account = accountById(session.accountId)
    return account ? { session, account } : undefined
  }

  function requireSession(token: string | undefined) {
    const live = liveSession(token)
    if (!live) throw new AuthError(401, AUTH_ERRORS.notSignedIn)
    return live
  }

  function openSession(account: Account, deviceId: string): SessionResult {
    const token = randomBytes(32).toString('base64url')
    const expiresAt = now() + options.sessionTtlMs
    store.data.sessions.push({
      tokenHash: sha256(token).toString('hex'),
      accountId: account.id,
      deviceId,
      expiresAt,
    })
    store.save()
    return { token, expiresAt }
  }

  return {
    /** Spec: a live session for the address → CONNECT; a known device (or a new address) → a code; else a device link. */
    async connectEmail(params: {
      email: string
      deviceId: string
      token?: string | undefined
      appName?: string | undefined
    }): Promise<ConnectEmailResult> {
      const email = normalize(params.email)
      const live = liveSession(params.token)
      if (live && live.account.email === email) return { action: 'CONNECT' }
      const account = accountByEmail(email)
      if (account && !account.devices.includes(params.deviceId)) {
        checkSend(email, 'device', true)
        const token = randomBytes(24).toString('base64url')
        deviceRequests.push({
          tokenHash: sha256(token).toString('hex'),
          email,
          deviceId: params.deviceId,
          expiresAt: now() + options.deviceLinkTtlMs,
          approved: false,
        })
        await sendMail({
          to: email,
          subject: 'Approve a new device for your Walletdock login',
          text: `Someone is signing in to your account from a new device${params.appName ? ` on ${params.appName}` : ''}. If it is you, open this link to approve it:\n\n${deviceLink(token)}\n\nThen a code arrives in a second e-mail. The link expires in ${Math.round(options.deviceLinkTtlMs / 60_000)} minutes.`,
        })
        return { action: 'VERIFY_DEVICE' }
      }
      await sendCode(email, 'login', { deviceId: params.deviceId }, params.appName)
      return { action: 'VERIFY_OTP' }
    },

    /** Opens a device link; true when it approved a pending request. */
    approveDevice(token: string): boolean {
      const hash = sha256(token).toString('hex')
      const request = deviceRequests.find((r) => r.tokenHash === hash && !r.approved && now() <= r.expiresAt)
      if (!request) return false
      request.approved = true
      const account = accountByEmail(request.email)
      if (account && !account.devices.includes(request.deviceId)) {
        account.devices.push(request.deviceId)
        store.save()
      }
      for (const wake of approvalWaiters) wake()
      return true
    },

    /**
     * Resolves once the device's link was opened (waiting at most `waitMs`), then sends the login code; the
     * app goes on to VERIFY_OTP.
     */
    async connectDevice(params: {
      email: string
      deviceId: string
      waitMs: number
      appName?: string | undefined
    }): Promise<void> {
      const email = normalize(params.email)
      const find = () =>
        deviceRequests.find(
          (r) => r.email === email && r.deviceId === params.deviceId && now() <= r.expiresAt,
        )
      if (!find()) throw new AuthError(400, AUTH_ERRORS.noDeviceRequest)
      if (!find()?.approved) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer)
            approvalWaiters.delete(check)
            resolve()
          }
          const check = () => {
            if (find()?.approved) done()
          }
          const timer = setTimeout(done, params.waitMs)
          approvalWaiters.add(check)
        })
      }
      const request = find()
      if (!request?.approved) throw new AuthError(408, AUTH_ERRORS.deviceNotApproved)
      deviceRequests.splice(deviceRequests.indexOf(request), 1)
      // The code right after an approval is part of the same login, so the cooldown does not apply to it.
      await sendCode(email, 'login', { deviceId: params.deviceId }, params.appName, false)
    },

    /** Checks a login code; a new address gets its account (and this device) here. */
    connectOtp(params: { email: string; otp: string; deviceId: string }): SessionResult {
      const email = normalize(params.email)
      const pending = checkCode(email, 'login', params.otp)
      if (pending.deviceId !== params.deviceId) throw new AuthError(400, AUTH_ERRORS.invalidCode)
      let account = accountByEmail(email)
      if (!account) {
        account = { id: randomUUID(), email, devices: [params.deviceId], createdAt: now() }
        store.data.accounts.push(account)
      } else if (!account.devices.includes(params.deviceId)) account.devices.push(params.deviceId)
      return openSession(account, params.deviceId)
    },

    /** The signed-in account, or undefined for a missing, unknown or expired token. */
    getSession(
      token: string | undefined,
    ):
      | { email: string | null; userName?: string; address: Address | undefined; expiresAt: number }
      | undefined {
      const live = liveSession(token)
      if (!live) return undefined
      const address = live.account.wallet ? getAddress(live.account.wallet.address) : undefined
      return {
        // A social login's account has no e-mail address: its username stands for it.
        email: live.account.email || null,
        ...(live.account.social ? { userName: live.account.social.userName } : {}),
        address,
        expiresAt: live.session.expiresAt,
      }
    },

    signOut(token: string | undefined): void {
      if (!token) return
      const hash = sha256(token).toString('hex')
      store.data.sessions = store.data.sessions.filter((s) => s.tokenHash !== hash)
      store.save()
    },

    /**
     * Key custody, step 1 (session only): the account's unwrap secret, opened from its sealed form, with the
     * wrapped key if the account has one; a first login gets a new secret and registers its key next.
     */
    walletKey(token: string | undefined): WalletKeyResult {
      const { account } = requireSession(token)
      if (!account.sealedSecret) {
        account.sealedSecret = sealer.seal(randomBytes(32))
        store.save()
      }
      const unwrapSecret = sealer.open(account.sealedSecret).toString('base64')
      if (!account.wallet)
        return { status: 'new', unwrapSecret, proofMessage: walletProofMessage(account.id) }
      return {
        status: 'ready',
        address: getAddress(account.wallet.address),
        ...pick(account.wallet),
        unwrapSecret,
      }
    },

    /** Key custody, step 2: stores the key the frame made and wrapped, once it proves it holds it; funds it. */
    async registerWallet(
      token: string | undefined,
      wallet: { address: Address; wrappedKey: string; iv: string; signature: Hex },
    ): Promise<{ address: Address }> {
      const { account } = requireSession(token)
      if (account.wallet) throw new AuthError(409, AUTH_ERRORS.walletExists)
      if (!account.sealedSecret) throw new AuthError(400, AUTH_ERRORS.noWallet)
      const proven = await verifyMessage({
        address: wallet.address,
        message: walletProofMessage(account.id),
        signature: wallet.signature,
      }).catch(() => false)
      if (!proven) throw new AuthError(400, AUTH_ERRORS.badProof)
      const address = getAddress(wallet.address)
      account.wallet = { address, wrappedKey: wallet.wrappedKey, iv: wallet.iv }
      store.save()
      await fundWallet(address)
      return { address }
    },

    /**
     * Devnet only (tests): the account's wallet key in the clear, with the unwrap secret and the wrapped blob,
     * so a test can look for them where they must never be (the host page, its worker, its storage).
     */
    revealWallet(
      emailRaw: string,
    ): { address: Address; privateKey: Hex; unwrapSecret: string; wrappedKey: string } | undefined {
      const account = accountByEmail(emailRaw)
      if (!account?.wallet || !account.sealedSecret) return undefined
      const secret = sealer.open(account.sealedSecret)
      // WebCrypto's AES-GCM output, as the frame wrapped it: the ciphertext with its 16-byte tag at the end.
      const data = Buffer.from(account.wallet.wrappedKey, 'base64')
      const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(account.wallet.iv, 'base64'))
      decipher.setAuthTag(data.subarray(data.length - 16))
      const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()])
      return {
        address: getAddress(account.wallet.address),
        privateKey: `0x${plain.toString('hex')}`,
        unwrapSecret: secret.toString('base64'),
        wrappedKey: account.wallet.wrappedKey,
      }
    },

    /**
     * Social login, step 1: the provider's authorize URL (OAuth 2 authorization code with PKCE) for a login that
     * will be for `appOrigin` (the frame's parent, one of the allowed origins).
     */
    socialRedirect({ provider, appOrigin }: { provider: string; appOrigin: string }): { uri: string } {
      if (!social) throw new AuthError(503, AUTH_ERRORS.socialOff)
      if (!social.allowedOrigins.includes(appOrigin)) throw new AuthError(403, AUTH_ERRORS.socialOrigin)
      const state = randomBytes(24).toString('base64url')
      const codeVerifier = randomBytes(48).toString('base64url')
      socialStates.set(state, { provider, appOrigin, codeVerifier, expiresAt: now() + options.codeTtlMs })
      const uri = new URL(`${social.providerUrl}/${provider}/authorize`)
      uri.searchParams.set('response_type', 'code')
      uri.searchParams.set('client_id', social.clientId)
      uri.searchParams.set('redirect_uri', social.redirectUri)
      uri.searchParams.set('scope', 'openid profile email')
      uri.searchParams.set('state', state)
      uri.searchParams.set('code_challenge', createHash('sha256').update(codeVerifier).digest('base64url'))
      uri.searchParams.set('code_challenge_method', 'S256')
      return { uri: uri.href }
    },

    /** The app a social login under way is for (its callback page posts the result there), if the state lives. */
    socialAppOrigin(state: string): string | undefined {
      return liveSocialState(state)?.appOrigin
    },

    /**
     * Social login, step 2: the result the provider sent the person back with. A denial or a bad state ends the
     * login; a code is traded (once, with the verifier) for the user, whose account is found or made.
     */
    async connectSocial(params: {
      state: string
      code?: string | undefined
      error?: string | undefined
      deviceId: string
    }): Promise<SessionResult> {
      const pending = liveSocialState(params.state)
      socialStates.delete(params.state)
      if (!social || !pending) throw new AuthError(400, AUTH_ERRORS.socialState)
      if (params.error || !params.code) throw new AuthError(403, AUTH_ERRORS.socialDenied)
      const base = `${social.providerUrl}/${pending.provider}`
      const tokenReply = await fetch(`${base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: params.code,
          redirect_uri: social.redirectUri,
          client_id: social.clientId,
          client_secret: social.clientSecret,
          code_verifier: pending.codeVerifier,
        }),
        // Within the app's 30 s limit for CONNECT_SOCIAL, so the frame can still answer with an error.
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined)
      const token = (await tokenReply?.json().catch(() => undefined)) as
        | { access_token?: unknown }
        | undefined
      if (!tokenReply?.ok || typeof token?.access_token !== 'string')
        throw new AuthError(502, AUTH_ERRORS.socialProvider)
      const userReply = await fetch(`${base}/userinfo`, {
        headers: { authorization: `Bearer ${token.access_token}` },
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined)
      const user = (await userReply?.json().catch(() => undefined)) as
        | { sub?: unknown; preferred_username?: unknown; name?: unknown }
        | undefined
      if (!userReply?.ok || typeof user?.sub !== 'string' || !user.sub)
        throw new AuthError(502, AUTH_ERRORS.socialProvider)
      const userName = String(user.preferred_username ?? user.name ?? user.sub).slice(0, 64)
      let account = store.data.accounts.find(
        (a) => a.social?.provider === pending.provider && a.social.subject === user.sub,
      )
      if (!account) {
        account = {
          id: randomUUID(),
          email: '',
          devices: [],
          social: { provider: pending.provider, subject: user.sub, userName },
          createdAt: now(),
        }
        store.data.accounts.push(account)
      } else if (account.social) account.social.userName = userName
      // The provider vouched for the person: this device needs no approval of its own.
      if (!account.devices.includes(params.deviceId)) account.devices.push(params.deviceId)
      return openSession(account, params.deviceId)
    },

    /** Update e-mail, step 1: a code to the current address. */
    async updateEmail(
      token: string | undefined,
      newEmailRaw: string,
    ): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
      const { account } = requireSession(token)
      if (!account.email) throw new AuthError(400, AUTH_ERRORS.noEmail)
      const newEmail = normalize(newEmailRaw)
      if (newEmail === account.email) throw new AuthError(400, AUTH_ERRORS.sameEmail)
      if (accountByEmail(newEmail)) throw new AuthError(409, AUTH_ERRORS.emailTaken)
      await sendCode(account.email, 'update-primary', { accountId: account.id, newEmail }, undefined)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },

    /** Update e-mail, step 2: the current address's code; sends a code to the new address. */
    async updateEmailPrimary(token: string | undefined, otp: string): Promise<void> {
      const { account } = requireSession(token)
      const pending = checkCode(account.email, 'update-primary', otp)
      if (!pending.newEmail || pending.accountId !== account.id) throw new AuthError(400, AUTH_ERRORS.noCode)
      pendingNewEmail.set(account.id, pending.newEmail)
      await sendCode(pending.newEmail, 'update-secondary', { accountId: account.id }, undefined)
    },

    /** Update e-mail, step 3: the new address's code; the account takes the new address. */
    updateEmailSecondary(token: string | undefined, otp: string): { newEmail: string } {
      const { account } = requireSession(token)
      const newEmail = pendingNewEmail.get(account.id)
      if (!newEmail) throw new AuthError(400, AUTH_ERRORS.noCode)
      const pending = checkCode(newEmail, 'update-secondary', otp)
      if (pending.accountId !== account.id) throw new AuthError(400, AUTH_ERRORS.invalidCode)
      if (accountByEmail(newEmail)) throw new AuthError(409, AUTH_ERRORS.emailTaken)
      account.email = newEmail
      pendingNewEmail.delete(account.id)
      store.save()
      return { newEmail }
    },
  }
}

function pick(wallet: { wrappedKey: string; iv: string }) {
  return { wrappedKey: wallet.wrappedKey, iv: wallet.iv }
}
