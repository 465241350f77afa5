import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createPublicClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  isHex,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AnvilHandle, startAnvil } from '../anvil.ts'
import { DEVNET_CHAINS } from '../chains.ts'
import { BATCH_ACCOUNT_DELEGATION } from '../contracts/batchAccount.ts'
import { deployBatchAccount } from '../contracts/deployBatchAccount.ts'
import { DEV_TOKENS, deployDevTokens } from '../contracts/devTokens.ts'
import { getFreePort } from '../ports.ts'
import { type SocialProviderServer, startSocialProvider } from '../socialProvider/startSocialProvider.ts'
import { z } from '../zod.ts'
import { AUTH_ERRORS } from './auth/authErrors.ts'
import type { SecureFrameConfig } from './frame/frameConfig.ts'
import { type MailServer, startMail } from './mail/startMail.ts'
import { type SecureSite, SOCIAL_CALLBACK_PATH, startSecureSite } from './startSecureSite.ts'
import { countMail, createTestFrame, MemoryStorage, waitForMail } from './testing/secureSiteTesting.ts'

let anvils: AnvilHandle[] = []
let mail: MailServer
let site: SecureSite
let provider: SocialProviderServer
let stateDir: string
let config: SecureFrameConfig

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'walletdock-secure-site-'))
  const chains = await Promise.all(
    DEVNET_CHAINS.map(async (chain) => {
      const port = await getFreePort()
      return { ...chain, port, rpcUrl: `http://127.0.0.1:${port}` }
    }),
  )
  anvils = await Promise.all(chains.map((c) => startAnvil({ chainId: c.chainId, port: c.port })))
  await Promise.all(anvils.map((a) => deployDevTokens(a.rpcUrl)))
  // The batch executor on the first chain only: the second shows the wallet without atomic batches.
  if (anvils[0]) await deployBatchAccount(anvils[0].rpcUrl)
  const smtpPort = await getFreePort()
  mail = await startMail({ smtpPort, mailboxPort: await getFreePort() })
  // The social login provider knows the site as its OAuth client, by the site's callback URL.
  const sitePort = await getFreePort()
  const client = { clientId: 'secure-site-test', clientSecret: 'secret-of-the-test-client' }
  provider = await startSocialProvider({
    port: await getFreePort(),
    clients: [{ ...client, redirectUris: [`http://127.0.0.1:${sitePort}${SOCIAL_CALLBACK_PATH}`] }],
  })
  site = await startSecureSite({
    port: sitePort,
    stateDir,
    smtpPort,
    chains,
    buildFrame: false,
    social: { providerUrl: provider.url, ...client },
  })
  config = {
    version: '1',
    allowedOrigins: [],
    chains: chains.map(({ chainId, name, rpcUrl, nativeCurrency }) => ({
      chainId,
      name,
      rpcUrl,
      nativeCurrency,
    })),
  }
})
afterAll(async () => {
  await site?.close()
  await provider?.close()
  await mail?.close()
  await Promise.all(anvils.map((a) => a.stop()))
  await rm(stateDir, { recursive: true, force: true })
})

const hex = (value: unknown): Hex => {
  if (typeof value !== 'string' || !isHex(value)) throw new Error(`Not hex: ${String(value)}`)
  return value
}

let counter = 0
const newEmail = () => `person${++counter}-${Date.now()}@example.test`

/** Logs a new frame in with the code from the mailbox. */
async function logIn(email: string, storage = new MemoryStorage()) {
  const frame = createTestFrame(site.url, config, storage)
  const before = await countMail(mail.url, email)
  expect(await frame.handlers.CONNECT_EMAIL({ email })).toEqual({ action: 'VERIFY_OTP' })
  const message = await waitForMail(mail.url, email, { after: before })
  await frame.handlers.CONNECT_OTP({ otp: message.code ?? '' })
  return frame
}

describe('e-mail login', () => {
  test('default: a code by real SMTP, the mailbox API shows it, the code logs in and the wallet is funded', async () => {
    const email = newEmail()
    const frame = createTestFrame(site.url, config)
    expect(await frame.handlers.CONNECT_EMAIL({ email })).toEqual({ action: 'VERIFY_OTP' })
    const message = await waitForMail(mail.url, email)
    expect(message).toMatchObject({ to: email, subject: `${message.code} is your Walletdock code` })
    expect(message.code).toMatch(/^\d{6}$/)
    expect(message.text).toContain(message.code)

    await frame.handlers.CONNECT_OTP({ otp: message.code ?? '' })
    const user = await frame.handlers.GET_USER({})
    expect(user).toMatchObject({ email, chainId: 31337, accounts: [{ address: user.address, type: 'eoa' }] })
    expect(await frame.handlers.IS_CONNECTED({})).toEqual({ isConnected: true })
    for (const anvil of anvils) {
      const client = createPublicClient({ transport: http(anvil.rpcUrl) })
      expect(await client.getBalance({ address: getAddress(user.address) })).toBe(parseEther('100'))
      for (const token of DEV_TOKENS) {
        const balance = await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [getAddress(user.address)],
        })
        expect(balance).toBe(parseUnits(token.amountEach, token.decimals))
      }
    }

    const signature = await frame.handlers.RPC_REQUEST({
      method: 'personal_sign',
      params: ['0x68656c6c6f', user.address],
    })
    expect(
      await verifyMessage({ address: getAddress(user.address), message: 'hello', signature: hex(signature) }),
    ).toBe(true)
  })
})

describe('the frame on the real site', () => {
  test('behavior: a second tab or a reload (same frame storage) is connected without a code', async () => {
    const email = newEmail()
    const first = await logIn(email)
    const user = await first.handlers.GET_USER({})
    const mails = await countMail(mail.url, email)
    const second = createTestFrame(site.url, config, first.storage)
    expect(await second.handlers.IS_CONNECTED({})).toEqual({ isConnected: true })
    expect(await second.handlers.CONNECT_EMAIL({ email })).toEqual({ action: 'CONNECT' })
    expect(await second.handlers.GET_USER({})).toMatchObject({ email, address: user.address })
    expect(await countMail(mail.url, email)).toBe(mails)
  })

  test('behavior: a new device is approved by the e-mailed link, then logs in with a code to the same wallet', async () => {
    const email = newEmail()
    const address = (await (await logIn(email)).handlers.GET_USER({})).address
    const device = createTestFrame(site.url, config)
    const before = await countMail(mail.url, email)
    expect(await device.handlers.CONNECT_EMAIL({ email })).toEqual({ action: 'VERIFY_DEVICE' })
    const linkMail = await waitForMail(mail.url, email, { after: before })
    expect(linkMail.link).toMatch(new RegExp(`^${site.url}/device/approve\\?token=`))
    const connecting = device.handlers.CONNECT_DEVICE({})
    const page = await fetch(linkMail.link ?? '')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Device approved')
    await connecting
    const codeMail = await waitForMail(mail.url, email, { after: before + 1 })
    await device.handlers.CONNECT_OTP({ otp: codeMail.code ?? '' })
    expect((await device.handlers.GET_USER({})).address).toBe(address)
    expect((await fetch(linkMail.link ?? '')).status).toBe(400)
  })

  test('behavior: a wrong code is refused with its text; resending within 30 s is refused until the clock moves', async () => {
    const email = newEmail()
    const frame = createTestFrame(site.url, config)
    await frame.handlers.CONNECT_EMAIL({ email })
    const code = (await waitForMail(mail.url, email)).code ?? ''
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    await expect(frame.handlers.CONNECT_OTP({ otp: wrong })).rejects.toThrow(AUTH_ERRORS.invalidCode)
    await expect(frame.handlers.CONNECT_EMAIL({ email })).rejects.toThrow(
      /^Please wait \d+ s before requesting a new code\.$/,
    )
    const clock = await fetch(`${site.url}/_devnet/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 30_000 }),
    })
    expect(clock.status).toBe(200)
    expect(await frame.handlers.CONNECT_EMAIL({ email })).toEqual({ action: 'VERIFY_OTP' })
    const fresh = await waitForMail(mail.url, email, { after: 1 })
    await frame.handlers.CONNECT_OTP({ otp: fresh.code ?? '' })
    expect(await frame.handlers.IS_CONNECTED({})).toEqual({ isConnected: true })
  })

  test('default: RPC — a transaction lands on anvil, typed data and batches, reads pass through, eth_sign is refused', async () => {
    const frame = await logIn(newEmail())
    const { address } = await frame.handlers.GET_USER({})
    const chainA = createPublicClient({ transport: http(config.chains[0]?.rpcUrl) })
    const recipient = '0x000000000000000000000000000000000000dEaD'

    const hash = hex(
      await frame.handlers.RPC_REQUEST({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: recipient, value: '0xde0b6b3a7640000' }],
      }),
    )
    expect((await chainA.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    expect(await chainA.getBalance({ address: recipient })).toBeGreaterThanOrEqual(parseEther('1'))

    const typedData = {
      domain: { name: 'Walletdock', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Note: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Note',
      message: { text: 'hi' },
    } as const
    const typedSignature = hex(
      await frame.handlers.RPC_REQUEST({
        method: 'eth_signTypedData_v4',
        params: [address, JSON.stringify(typedData)],
      }),
    )
    expect(
      await verifyTypedData({
        address: getAddress(address),
        domain: typedData.domain,
        types: { Note: typedData.types.Note },
        primaryType: 'Note',
        message: typedData.message,
        signature: typedSignature,
      }),
    ).toBe(true)

    // Chain A has the batch executor: the calls run as ONE transaction from the account to itself (EIP-7702).
    const recipientBefore = await chainA.getBalance({ address: recipient })
    const batch = await frame.handlers.RPC_REQUEST({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: address,
          atomicRequired: true,
          calls: [
            { to: recipient, value: '0x1' },
            { to: recipient, value: '0x2' },
          ],
        },
      ],
    })
    const batchId = hex(z.object({ id: z.string() }).parse(batch).id)
    const callsStatus = z.object({
      status: z.number(),
      atomic: z.boolean(),
      receipts: z.array(z.object({ status: z.string(), transactionHash: z.string() })),
    })
    await expect
      .poll(async () => {
        const status = await frame.handlers.RPC_REQUEST({
          method: 'wallet_getCallsStatus',
          params: [batchId],
        })
        return callsStatus.parse(status).status
      })
      .toBe(200)
    const done = callsStatus.parse(
      await frame.handlers.RPC_REQUEST({ method: 'wallet_getCallsStatus', params: [batchId] }),
    )
    expect(done.atomic).toBe(true)
    expect(done.receipts).toHaveLength(1)
    expect(done.receipts[0]?.status).toBe('0x1')
    const batchTx = await chainA.getTransaction({ hash: hex(done.receipts[0]?.transactionHash) })
    expect(batchTx.to?.toLowerCase()).toBe(address.toLowerCase())
    expect(batchTx.type).toBe('eip7702')
    expect(await chainA.getBalance({ address: recipient })).toBe(recipientBefore + 3n)
    expect(await chainA.getCode({ address: getAddress(address) })).toBe(BATCH_ACCOUNT_DELEGATION)
    expect(await frame.handlers.RPC_REQUEST({ method: 'wallet_getCapabilities', params: [address] })).toEqual(
      {
        '0x7a69': { atomic: { status: 'supported' } },
        '0x7a6a': { atomic: { status: 'unsupported' } },
      },
    )
    expect(
      await frame.handlers.RPC_REQUEST({ method: 'wallet_getCapabilities', params: [address, ['0x7a6a']] }),
    ).toEqual({ '0x7a6a': { atomic: { status: 'unsupported' } } })
    expect(
      await frame.handlers.RPC_REQUEST({ method: 'eth_getBalance', params: [recipient, 'latest'] }),
    ).toMatch(/^0x/)
    await expect(
      frame.handlers.RPC_REQUEST({ method: 'eth_sign', params: [address, '0x00'] }),
    ).rejects.toThrow('eth_sign is not supported: it signs an opaque hash. Use personal_sign.')
    await expect(
      frame.handlers.RPC_REQUEST({ method: 'personal_sign', params: ['0x00', recipient] }),
    ).rejects.toThrow(`The embedded wallet does not hold ${recipient}`)

    expect(await frame.handlers.SWITCH_NETWORK({ chainId: 31338 })).toEqual({ chainId: 31338 })
    expect(await frame.handlers.RPC_REQUEST({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Chain B has no executor: a batch that must be atomic is refused (EIP-5792 5760), others go call by call.
    const callsOnB = (atomicRequired: boolean) =>
      frame.handlers.RPC_REQUEST({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a6a',
            from: address,
            atomicRequired,
            calls: [
              { to: recipient, value: '0x1' },
              { to: recipient, value: '0x2' },
            ],
          },
        ],
      })
    await expect(callsOnB(true)).rejects.toThrow(
      'The embedded wallet cannot run calls atomically on this chain',
    )
    const idOnB = hex(z.object({ id: z.string() }).parse(await callsOnB(false)).id)
    await expect
      .poll(async () =>
        callsStatus.parse(
          await frame.handlers.RPC_REQUEST({ method: 'wallet_getCallsStatus', params: [idOnB] }),
        ),
      )
      .toMatchObject({ status: 200, atomic: false, receipts: [{ status: '0x1' }, { status: '0x1' }] })
    expect(await frame.handlers.GET_CHAIN_ID({})).toEqual({ chainId: 31338 })
    await expect(frame.handlers.SWITCH_NETWORK({ chainId: 1 })).rejects.toThrow(
      'Chain 1 is not supported by the embedded wallet (devnet chains: 31337, 31338)',
    )
  })

  test('default: update e-mail through both codes; the user then has the new address', async () => {
    const oldEmail = newEmail()
    const nextEmail = newEmail()
    const frame = await logIn(oldEmail)
    expect(await frame.handlers.UPDATE_EMAIL({ email: nextEmail })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await waitForMail(mail.url, oldEmail, { after: 1 })
    await frame.handlers.UPDATE_EMAIL_PRIMARY_OTP({ otp: primary.code ?? '' })
    const secondary = await waitForMail(mail.url, nextEmail)
    expect(await frame.handlers.UPDATE_EMAIL_SECONDARY_OTP({ otp: secondary.code ?? '' })).toEqual({
      newEmail: nextEmail,
    })
    expect((await frame.handlers.GET_USER({})).email).toBe(nextEmail)
  })

  test('behavior: sign-out ends the session for every tab; theme and dapp data are kept', async () => {
    const email = newEmail()
    const frame = await logIn(email)
    await frame.handlers.SYNC_THEME({ themeMode: 'dark' })
    expect(frame.root.style.colorScheme).toBe('dark')
    await frame.handlers.SYNC_DAPP_DATA({
      projectId: 'p',
      sdkVersion: '1',
      sdkType: 'walletdock',
      metadata: { name: 'Demo Shop', url: 'http://127.0.0.1:5173' },
    })
    expect(frame.root.dataset.dappName).toBe('Demo Shop')
    await frame.handlers.SIGN_OUT({})
    const other = createTestFrame(site.url, config, frame.storage)
    expect(await other.handlers.IS_CONNECTED({})).toEqual({ isConnected: false })
    await expect(other.handlers.GET_USER({})).rejects.toThrow('Not signed in')
    // The next code's e-mail names the app from the synced dapp data.
    site.advanceClock(30_000)
    await other.handlers.CONNECT_EMAIL({ email })
    expect((await waitForMail(mail.url, email, { after: 1 })).text).toContain('sign in to Demo Shop')
  })
})

/** The person at the provider's authorize page: allows as `username`, or denies; returns where it sends them. */
async function atProvider(authorizeUri: string, answer: { username: string } | 'deny'): Promise<string> {
  const page = await fetch(authorizeUri)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('Allow')
  const form = new URLSearchParams(new URL(authorizeUri).searchParams)
  if (answer === 'deny') form.set('decision', 'deny')
  else {
    form.set('decision', 'approve')
    form.set('username', answer.username)
  }
  const reply = await fetch(`${provider.url}${new URL(authorizeUri).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  })
  expect(reply.status).toBe(302)
  return reply.headers.get('location') ?? ''
}

describe('social login', () => {
  test('default: the provider’s code logs in (a wallet is made once per provider user); the callback page posts to the app', async () => {
    const frame = createTestFrame(site.url, config)
    const { uri } = await frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    const authorize = new URL(uri)
    expect(authorize.origin).toBe(provider.url)
    expect(authorize.pathname).toBe('/github/authorize')
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${site.url}${SOCIAL_CALLBACK_PATH}`)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    const name = `grace${Date.now()}`
    const back = await atProvider(uri, { username: name })
    expect(back.startsWith(`${site.url}${SOCIAL_CALLBACK_PATH}?`)).toBe(true)
    // The callback page hands the result to the app the login is for, at that exact origin.
    const callback = await fetch(back)
    expect(callback.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await callback.text()).toContain('"appOrigin":"http://127.0.0.1:5173"')

    const user = await frame.handlers.CONNECT_SOCIAL({ uri: back })
    expect(user.userName).toBe(name)
    expect(user.email).toBeNull()
    expect(getAddress(user.address)).toBe(user.address)
    expect(await frame.handlers.IS_CONNECTED({})).toEqual({ isConnected: true })
    // The code and the state are good once.
    await expect(frame.handlers.CONNECT_SOCIAL({ uri: back })).rejects.toThrow(AUTH_ERRORS.socialState)

    // The same provider user in another browser: the same account and wallet.
    const other = createTestFrame(site.url, config)
    const again = await other.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    const second = await other.handlers.CONNECT_SOCIAL({
      uri: await atProvider(again.uri, { username: name }),
    })
    expect(second.address).toBe(user.address)
    // Another provider's user of the same name is another account.
    const google = await other.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' })
    const third = await other.handlers.CONNECT_SOCIAL({
      uri: await atProvider(google.uri, { username: name }),
    })
    expect(third.address).not.toBe(user.address)
  })

  test('behavior: a denial at the provider fails without a text; a result from elsewhere or for another app is refused', async () => {
    const frame = createTestFrame(site.url, config)
    const { uri } = await frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' })
    const back = await atProvider(uri, 'deny')
    expect(new URL(back).searchParams.get('error')).toBe('access_denied')
    const denied = await frame.handlers.CONNECT_SOCIAL({ uri: back }).catch((error: Error) => error)
    expect(denied).toBeInstanceOf(Error)
    expect((denied as Error).message).toBe('')
    expect(await frame.handlers.IS_CONNECTED({})).toEqual({ isConnected: false })

    await expect(
      frame.handlers.CONNECT_SOCIAL({
        uri: `http://127.0.0.1:1${SOCIAL_CALLBACK_PATH}?code=x&state=yyyyyyyy`,
      }),
    ).rejects.toThrow('Invalid social login result')
    // A frame under an app the site does not serve gets no login.
    const stranger = createTestFrame(site.url, config, new MemoryStorage(), 'http://evil.test')
    await expect(stranger.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'x' })).rejects.toThrow(
      AUTH_ERRORS.socialOrigin,
    )
    // The provider refuses a callback it does not know, without sending the person there.
    const forged = new URL(uri)
    forged.searchParams.set('redirect_uri', 'http://evil.test/cb')
    expect((await fetch(forged, { redirect: 'manual' })).status).toBe(400)
  })
})

describe('the HTTP edges', () => {
  test('behavior: the API refuses other origins and bad bodies; the mailbox lists and clears', async () => {
    const crossOrigin = await fetch(`${site.url}/api/connect-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({ email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaaaaaa' }),
    })
    expect(crossOrigin.status).toBe(403)
    const bad = await fetch(`${site.url}/api/connect-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nope', deviceId: 'x' }),
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toMatch(/^Invalid request/)

    const email = newEmail()
    await logIn(email)
    const page = await fetch(`${mail.url}/`).then((r) => r.text())
    expect(page).toContain(email)
    expect(page).toContain('data-testid="mail-code"')
    expect((await fetch(`${mail.url}/api/messages`, { method: 'DELETE' })).status).toBe(200)
    expect(await countMail(mail.url, email)).toBe(0)
  })
})
