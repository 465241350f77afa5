import { privateKeyToAccount } from 'viem/accounts'
import type { SecureFrame } from '../../overlay/bridge/secureFrame.ts'
import { FrameLoadError, FrameRequestError } from '../../src/secureFrame/frameErrors.ts'
import type { FramePayload, FrameRequestName, FrameResult } from '../../src/secureFrame/frameMessages.ts'

/**
 * The secure site's side of the frame contract, in process, for core tests: codes by e-mail, known devices,
 * one session, and a real key that signs (anvil's second dev key). The devnet's secure site is the real one
 * (e2e); this one lets a test read the code it "sent" and count what the page asked.
 */
export type TestSecureSite = {
  /** A frame of this site for one tab (one device unless `device` says otherwise). */
  frame(device?: string): SecureFrame
  /** The last code sent to `email`. */
  codeFor(email: string): string | undefined
  /** Approves a new device, as the link in the e-mail does. */
  approveDevice(device: string): void
  /** Every request the frames received, by name, in order. */
  received: FrameRequestName[]
  /** Ends the session on the site's side (it expired). */
  expireSession(): void
  /** While true the site is down: a frame made now never gets ready (FrameLoadError), as a browser's would not. */
  down: boolean
  address: `0x${string}`
}

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

export function createTestSecureSite({ knownDevices = ['device-1'] }: { knownDevices?: string[] } = {}) {
  const account = privateKeyToAccount(KEY)
  const codes = new Map<string, string>()
  const devices = new Set(knownDevices)
  const deviceWaiters = new Map<string, () => void>()
  let pendingEmail: string | undefined
  // An e-mail login's session has its address; a social login's has the provider's username instead.
  let session: { email: string | null; userName?: string } | undefined
  let pendingUpdate: { email: string; step: 'primary' | 'secondary' } | undefined
  let chainId = 31337
  let count = 0
  const received: FrameRequestName[] = []
  const newCode = (email: string) => {
    count += 1
    const code = String(100_000 + count)
    codes.set(email, code)
    return code
  }

  async function handle(device: string, name: FrameRequestName, payload: Record<string, unknown>) {
    received.push(name)
    switch (name) {
      case 'CONNECT_EMAIL': {
        const email = String(payload.email)
        pendingEmail = email
        if (!devices.has(device)) return { action: 'VERIFY_DEVICE' }
        if (session?.email === email) return { action: 'CONNECT' }
        newCode(email)
        return { action: 'VERIFY_OTP' }
      }
      case 'CONNECT_DEVICE':
        if (!devices.has(device)) await new Promise<void>((resolve) => deviceWaiters.set(device, resolve))
        // Approved: the login code goes out at once, as the devnet's site does.
        if (pendingEmail) newCode(pendingEmail)
        return {}
      case 'CONNECT_OTP': {
        if (!pendingEmail || codes.get(pendingEmail) !== payload.otp)
          throw new FrameRequestError(name, 'Invalid code')
        session = { email: pendingEmail }
        codes.delete(pendingEmail)
        return {}
      }
      case 'IS_CONNECTED':
        return { isConnected: !!session }
      case 'GET_USER':
        if (!session) throw new FrameRequestError(name, 'Not logged in')
        return { ...session, address: account.address, chainId }
      case 'GET_SOCIAL_REDIRECT_URI':
        return { uri: `https://provider.test/${String(payload.provider)}/authorize?state=state-1` }
      case 'CONNECT_SOCIAL': {
        // The devnet's site gives a denial no text (the app shows 'An error occurred').
        const result = new URL(String(payload.uri))
        if (!result.searchParams.get('code')) throw new FrameRequestError(name, undefined)
        session = { email: null, userName: result.searchParams.get('user') ?? 'ada' }
        return { ...session, address: account.address, chainId }
      }
      case 'GET_CHAIN_ID':
        return { chainId }
      case 'SWITCH_NETWORK':
        chainId = Number(payload.chainId)
        return { chainId }
      case 'SIGN_OUT':
        session = undefined
        return {}
      case 'RPC_REQUEST': {
        if (!session) throw new FrameRequestError(name, 'Not logged in')
        if (payload.method !== 'personal_sign')
          throw new FrameRequestError(name, `Unsupported ${payload.method}`)
        const [message] = payload.params as [`0x${string}`]
        return account.signMessage({ message: { raw: message } })
      }
      case 'UPDATE_EMAIL': {
        if (!session?.email) throw new FrameRequestError(name, 'Not logged in')
        pendingUpdate = { email: String(payload.email), step: 'primary' }
        newCode(session.email)
        return { action: 'VERIFY_PRIMARY_OTP' }
      }
      case 'UPDATE_EMAIL_PRIMARY_OTP': {
        if (!session?.email || !pendingUpdate || codes.get(session.email) !== payload.otp)
          throw new FrameRequestError(name, 'Invalid code')
        pendingUpdate.step = 'secondary'
        newCode(pendingUpdate.email)
        return {}
      }
      case 'UPDATE_EMAIL_SECONDARY_OTP': {
        if (!session || pendingUpdate?.step !== 'secondary' || codes.get(pendingUpdate.email) !== payload.otp)
          throw new FrameRequestError(name, 'Invalid code')
        session = { email: pendingUpdate.email }
        pendingUpdate = undefined
        return { newEmail: session.email }
      }
      default:
        return {}
    }
  }

  const site: TestSecureSite = {
    frame: (device = 'device-1') => {
      const ready = site.down ? Promise.reject(new FrameLoadError()) : Promise.resolve()
      ready.catch(() => undefined)
      return {
        ready,
        request: async <N extends FrameRequestName>(name: N, payload: FramePayload<N>) => {
          await ready
          return handle(device, name, payload as Record<string, unknown>) as Promise<FrameResult<N>>
        },
        destroy: () => undefined,
      }
    },
    codeFor: (email) => codes.get(email),
    approveDevice: (device) => {
      devices.add(device)
      deviceWaiters.get(device)?.()
    },
    received,
    expireSession: () => {
      session = undefined
    },
    address: account.address,
    down: false,
  }
  return site
}
