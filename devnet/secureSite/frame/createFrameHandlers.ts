import type { PrivateKeyAccount } from 'viem/accounts'
import type { FramePayload, FrameRequestName, FrameResult } from '../../../src/secureFrame/frameMessages.ts'
import { z } from '../../../src/zod.ts'
import type { SecureFrameConfig } from './frameConfig.ts'
import type { FrameStorage } from './frameStorage.ts'
import { handleRpcRequest } from './handleRpcRequest.ts'
import { loadWalletKey } from './loadWalletKey.ts'
import { createSiteApi, SiteApiError } from './siteApi.ts'

export type FrameHandlers = {
  [N in FrameRequestName]: (payload: FramePayload<N>) => Promise<FrameResult<N>>
}

const empty = z.object({})
const actionSchema = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) })
const sessionSchema = z.object({ token: z.string(), expiresAt: z.number() })
const meSchema = z.object({
  email: z.nullable(z.string()),
  userName: z.optional(z.string()),
  address: z.optional(z.string()),
  expiresAt: z.number(),
})
const redirectSchema = z.object({ uri: z.string() })
const updateSchema = z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) })
const newEmailSchema = z.object({ newEmail: z.string() })
const dappDataSchema = z.object({ metadata: z.optional(z.object({ name: z.string() })) })

/** Accepts 31337, '31337', '0x7a69' and 'eip155:31337'. */
export function parseChainId(value: string | number): number | undefined {
  const text = String(value).replace(/^eip155:/, '')
  const id = /^0x[0-9a-f]+$/i.test(text)
    ? Number.parseInt(text, 16)
    : /^\d+$/.test(text)
      ? Number(text)
      : Number.NaN
  return Number.isSafeInteger(id) ? id : undefined
}

export type CreateFrameHandlersParameters = {
  config: SecureFrameConfig
  storage: FrameStorage
  /** The chain the app asked for in the frame's query, used until a switch. */
  initialChainId: number | undefined
  /** What SYNC_THEME changes on the page (its root element). */
  root: { style: { colorScheme: string }; dataset: Record<string, string | undefined> }
  reload(): void
  /** Where the auth API is: the page's own origin (''), or the site's URL in tests that run the frame in node. */
  apiBaseUrl?: string
  /** The app that embeds the frame (a social login is for it) and the secure site's own origin. */
  parentOrigin: string
  siteOrigin: string
}

/** The social callback page the provider sends the person back to (startSecureSite's SOCIAL_CALLBACK_PATH). */
const SOCIAL_CALLBACK_PATH = '/social/callback'

/** The frame's answer to each app request (the listener checks origin, window and shape before these run). */
export function createFrameHandlers({
  config,
  storage,
  initialChainId,
  root,
  reload,
  apiBaseUrl = '',
  parentOrigin,
  siteOrigin,
}: CreateFrameHandlersParameters): FrameHandlers {
  const api = createSiteApi(storage, apiBaseUrl)
  const supported = (id: number | undefined) =>
    id !== undefined && config.chains.some((c) => c.chainId === id)
  const chainId = () => {
    const stored = parseChainId(storage.get('chain-id') ?? '')
    if (supported(stored) && stored !== undefined) return stored
    if (supported(initialChainId) && initialChainId !== undefined) return initialChainId
    const first = config.chains[0]
    if (!first) throw new Error('The secure site has no chains')
    return first.chainId
  }
  const switchTo = (value: string | number) => {
    const id = parseChainId(value)
    if (!supported(id) || id === undefined)
      throw new Error(
        `Chain ${String(value)} is not supported by the embedded wallet (devnet chains: ${config.chains.map((c) => c.chainId).join(', ')})`,
      )
    storage.set('chain-id', String(id))
    return id
  }
  // The unwrapped key, for the token it was released to; dropped on sign-out or when the token changes.
  let key: { token: string; account: PrivateKeyAccount } | undefined
  const wallet = async () => {
    const token = storage.getToken()
    if (!token) throw new Error('Not signed in')
    if (key?.token === token) return key.account
    const account = await loadWalletKey(api)
    key = { token, account }
    return account
  }
  const pendingEmail = () => {
    const email = storage.getPendingEmail()
    if (!email) throw new Error('No e-mail login is under way')
    return email
  }
  const appName = () => {
    const parsed = dappDataSchema.safeParse(JSON.parse(storage.get('dapp-data') ?? '{}'))
    return parsed.success ? parsed.data.metadata?.name : undefined
  }

  const user = async (payload: { chainId?: string | number | undefined }) => {
    if (payload.chainId !== undefined && supported(parseChainId(payload.chainId))) switchTo(payload.chainId)
    const me = await api.call('/api/session', meSchema)
    const account = await wallet()
    return {
      email: me.email,
      ...(me.userName ? { userName: me.userName } : {}),
      address: account.address,
      chainId: chainId(),
      accounts: [{ address: account.address, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
      smartAccountDeployed: false,
    }
  }

  return {
    async CONNECT_EMAIL({ email }) {
      storage.setPendingEmail(email)
      return api.call('/api/connect-email', actionSchema, {
        email,
        deviceId: storage.deviceId(),
        appName: appName(),
      })
    },
    async CONNECT_DEVICE() {
      await api.call('/api/connect-device', empty, {
        email: pendingEmail(),
        deviceId: storage.deviceId(),
        appName: appName(),
      })
      return {}
    },
    async CONNECT_OTP({ otp }) {
      const session = await api.call('/api/connect-otp', sessionSchema, {
        email: pendingEmail(),
        otp,
        deviceId: storage.deviceId(),
      })
      storage.setToken(session.token)
      storage.setPendingEmail(undefined)
      // The first login makes the wallet (and the site funds it) before the app asks for the user.
      await wallet()
      return {}
    },
    async GET_USER(payload) {
      return user(payload)
    },
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      // The login is for the app this frame serves: the site's callback page hands the result to that origin.
      return api.call('/api/social/redirect', redirectSchema, { provider, appOrigin: parentOrigin })
    },
    async CONNECT_SOCIAL(payload) {
      // Only a result the provider sent to this site's callback page is taken.
      let result: URL
      try {
        result = new URL(payload.uri)
      } catch {
        throw new Error('Invalid social login result')
      }
      if (result.origin !== siteOrigin || result.pathname !== SOCIAL_CALLBACK_PATH)
        throw new Error('Invalid social login result')
      const params = result.searchParams
      const denied = params.has('error')
      let session: { token: string; expiresAt: number }
      try {
        session = await api.call('/api/social/connect', sessionSchema, {
          state: params.get('state') ?? '',
          ...(params.get('code') ? { code: params.get('code') } : {}),
          ...(denied ? { error: params.get('error')?.slice(0, 256) } : {}),
          deviceId: storage.deviceId(),
        })
      } catch (error) {
        // The person said no at the provider: the app shows its own text for a frame error without one.
        if (denied && error instanceof SiteApiError && error.status === 403) throw new Error('')
        throw error
      }
      storage.setToken(session.token)
      storage.setPendingEmail(undefined)
      if (payload.chainId !== undefined && supported(parseChainId(payload.chainId))) switchTo(payload.chainId)
      // A first login makes the wallet (and the site funds it) here, as after an e-mail code.
      return user({})
    },
    async IS_CONNECTED() {
      if (!storage.getToken()) return { isConnected: false }
      try {
        await api.call('/api/session', meSchema)
        return { isConnected: true }
      } catch (error) {
        if (!(error instanceof SiteApiError && error.status === 401)) throw error
        storage.setToken(undefined)
        key = undefined
        return { isConnected: false }
      }
    },
    async GET_CHAIN_ID() {
      return { chainId: chainId() }
    },
    async SWITCH_NETWORK(payload) {
      return { chainId: switchTo(payload.chainId) }
    },
    async SIGN_OUT() {
      // Forget the session here even if the site cannot be reached; the site drops it when it can.
      const signOut = api.call('/api/sign-out', empty, {}).catch(() => undefined)
      storage.setToken(undefined)
      storage.setPendingEmail(undefined)
      key = undefined
      await signOut
      return {}
    },
    async RPC_REQUEST(payload) {
      const account = await wallet()
      const requested = payload.chainId === undefined ? chainId() : parseChainId(payload.chainId)
      if (!supported(requested) || requested === undefined)
        throw new Error(`Chain ${String(payload.chainId)} is not supported by the embedded wallet`)
      return handleRpcRequest(
        { config, storage, account, chainId: requested },
        payload.method,
        payload.params,
      )
    },
    async UPDATE_EMAIL({ email }) {
      return api.call('/api/update-email', updateSchema, { email })
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await api.call('/api/update-email/primary', empty, { otp })
      return {}
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      return api.call('/api/update-email/secondary', newEmailSchema, { otp })
    },
    async SYNC_THEME(payload) {
      storage.set('theme', JSON.stringify(payload))
      root.style.colorScheme = payload.themeMode
      root.dataset.theme = payload.themeMode
      return {}
    },
    async SYNC_DAPP_DATA(payload) {
      storage.set('dapp-data', JSON.stringify(payload))
      root.dataset.dappName = payload.metadata?.name ?? ''
      return {}
    },
    async RELOAD() {
      // After the reply is posted, so the app gets its answer first.
      setTimeout(reload, 0)
      return {}
    },
  }
}
